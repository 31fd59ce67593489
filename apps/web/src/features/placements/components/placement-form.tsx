// One form in three modes for a placement (issue 24). hrms places an employee at a client: period,
// position and partner, bill and pay rates with their units, the client's timesheet approvers and
// notes. A client company or a partner only views it, with the figures the server gave it (a rate
// it is not given is not shown at all).
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import {
  formatMoney,
  type Placement,
  type PlacementBody,
  type PlacementInput,
  placementBody,
  RATE_UNIT_LABELS,
  RATE_UNITS,
} from '@staffdesk/shared';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDateField } from '../../../components/form-date-field';
import { FormSelect, FormTextField } from '../../../components/form-fields';
import type { FormMode } from '../../../components/form-mode';
import { FormSection } from '../../../components/form-section';
import { ResourceForm } from '../../../components/resource-form';
import { useSaveRecord } from '../../../components/use-save-record';
import type { ApiResult } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useCompanyOptions } from '../../../lib/lookups';
import {
  useApproverOptions,
  useClientPositions,
  useEmployeeOptions,
  usePartnerOptions,
} from '../api/placements-api';
import { FormSearchSelect, type SearchOption } from './form-search-select';
import { PlacementStatusChip } from './placement-figures';
import { emptyPlacementValues, placementToFormValues } from './placement-form-values';
import { PlacementView } from './placement-view';

/** A new placement of a known employee (its profile's "Place this employee"): who, where, from when. */
export interface PlacementStart {
  employee: SearchOption;
  client_id: number | null;
  start_date: string | null;
}

export interface PlacementFormProps {
  mode: FormMode;
  record?: Placement;
  start?: PlacementStart;
  /** hrms: every field; anyone else reads the placement. */
  canEdit: boolean;
  viewPath: (id: number) => string;
  editTo?: string;
  cancelTo: string;
  create?: (body: PlacementInput) => Promise<ApiResult<{ id: number }>>;
  update: (args: {
    id: number;
    body: PlacementInput & { updated_at: string };
  }) => Promise<ApiResult<unknown>>;
}

const half = { xs: 12, md: 6 };
const third = { xs: 12, sm: 4 };
const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AUD', 'CAD', 'SGD', 'AED'];
const unitOptions = RATE_UNITS.map((u) => ({ value: u, label: RATE_UNIT_LABELS[u] }));
const idOf = (value: unknown) => (typeof value === 'number' ? value : null);

const useEmployees = (search: string) => {
  const query = useEmployeeOptions(search);
  return {
    options: (query.data ?? []).map((e) => ({
      id: e.id,
      label: `${e.first_name} ${e.last_name} (${e.employee_id})`,
    })),
    loading: query.isFetching,
  };
};

const approverLabel = (a: { name: string; email?: string }) => (a.email ? `${a.name} (${a.email})` : a.name);

/** The client's users matching the search; none before a client is chosen. */
const useApprovers = (search: string, clientId: number | null) => {
  const query = useApproverOptions(clientId, search);
  return {
    options: (query.data ?? []).map((a) => ({ id: a.id, label: approverLabel(a) })),
    loading: query.isFetching,
  };
};

const readOnlyText = (label: string, value: string) => (
  <TextField label={label} value={value} slotProps={{ input: { readOnly: true } }} fullWidth />
);

export function PlacementForm({
  mode,
  record,
  canEdit,
  viewPath,
  editTo,
  cancelTo,
  create,
  update,
  start,
}: PlacementFormProps) {
  const form = useForm<PlacementBody, unknown, PlacementInput>({
    resolver: zodResolver(placementBody),
    defaultValues: record ? placementToFormValues(record) : emptyPlacementValues(start),
  });
  const save = useSaveRecord({
    mode,
    record,
    viewPath,
    create: create ?? (() => Promise.reject(new Error('Not available'))),
    update,
  });
  const clientId = idOf(useWatch({ control: form.control, name: 'client_id' }));
  const companies = useCompanyOptions();
  const positions = useClientPositions(canEdit ? clientId : null);
  const partners = usePartnerOptions(canEdit);
  const knownEmployee: SearchOption[] = record
    ? [{ id: record.employee_id, label: `${record.employee_name} (${record.employee_code})` }]
    : start
      ? [start.employee]
      : [];
  const knownApprovers: SearchOption[] = (record?.approvers ?? []).map((a) => ({
    id: a.id,
    label: approverLabel(a),
  }));
  // A new client has other positions and other users: what was chosen for the last one goes.
  const shownClient = useRef(clientId);
  useEffect(() => {
    if (shownClient.current === clientId) return;
    shownClient.current = clientId;
    form.setValue('position_id', '' as never);
    form.setValue('approver_ids', []);
  }, [clientId, form]);

  if (!canEdit && record) return <PlacementView record={record} knownApprovers={knownApprovers} />;
  const viewing = mode === 'view' && record !== undefined;

  return (
    <ResourceForm
      aria-label="Placement"
      form={form}
      mode={mode}
      onSubmit={save}
      loading={form.formState.isSubmitting}
      cancelTo={cancelTo}
      submit={{ editTo }}
    >
      <Grid container spacing={2.5}>
        <Grid size={half}>
          <FormSearchSelect
            name="employee_id"
            label="Employee"
            required
            useOptions={useEmployees}
            known={knownEmployee}
          />
        </Grid>
        <Grid size={half}>
          <FormSelect
            name="client_id"
            label="Client"
            required
            options={companies.options.map((c) => ({ value: c.id, label: c.label }))}
            loading={companies.loading}
          />
        </Grid>
        {viewing ? (
          // Read, an empty position shows a dash and no partner no row, as the other placement views.
          <>
            <Grid size={half}>{readOnlyText('Position', record.position_title ?? '—')}</Grid>
            {record.partner_name !== null && (
              <Grid size={half}>{readOnlyText('Partner', record.partner_name)}</Grid>
            )}
          </>
        ) : (
          <>
            <Grid size={half}>
              <FormSelect
                name="position_id"
                label="Position"
                options={[
                  { value: '', label: 'None' },
                  ...(
                    positions.data ??
                    (record?.position_id
                      ? [{ id: record.position_id, position: record.position_title ?? '' }]
                      : [])
                  ).map((p) => ({ value: p.id, label: p.position })),
                ]}
                disabled={!clientId}
              />
            </Grid>
            <Grid size={half}>
              <FormSelect
                name="partners_account_id"
                label="Partner"
                options={[
                  { value: '', label: 'None (our own contractor)' },
                  ...(partners.data ?? []).map((p) => ({ value: p.id, label: p.account_name })),
                ]}
                loading={partners.isPending}
              />
            </Grid>
          </>
        )}
        <Grid size={half}>
          <FormDateField name="start_date" label="Start Date" required />
        </Grid>
        <Grid size={half}>
          <FormDateField name="end_date" label="End Date" />
        </Grid>
        <FormSection title="Rates">
          <Grid size={third}>
            <FormTextField
              name="bill_rate"
              label="Bill Rate"
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              fullWidth
            />
          </Grid>
          <Grid size={third}>
            <FormSelect name="bill_unit" label="Bill Unit" options={unitOptions} required />
          </Grid>
          <Grid size={third}>
            <FormSelect
              name="currency"
              label="Currency"
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              required
            />
          </Grid>
          <Grid size={third}>
            <FormTextField
              name="pay_rate"
              label="Pay Rate"
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              fullWidth
            />
          </Grid>
          <Grid size={third}>
            <FormSelect name="pay_unit" label="Pay Unit" options={unitOptions} required />
          </Grid>
          {mode === 'view' && record?.margin !== undefined && (
            <Grid size={third}>
              {readOnlyText(
                'Margin',
                record.margin
                  ? `${formatMoney(record.margin, record.currency)} / ${record.bill_unit}`
                  : 'Units differ',
              )}
            </Grid>
          )}
        </FormSection>
        <FormSection title="Timesheet Approvers">
          <Grid size={12}>
            <FormSearchSelect
              name="approver_ids"
              label="Approvers (the client's users)"
              required
              multiple
              useOptions={useApprovers}
              scope={canEdit ? clientId : null}
              known={knownApprovers}
              disabled={!clientId}
              noOptionsText="No user of this client matches"
            />
          </Grid>
        </FormSection>
        <Grid size={12}>
          <FormTextField name="notes" label="Notes" multiline minRows={2} fullWidth />
        </Grid>
        {mode === 'view' && record && (
          <Grid
            size={12}
            sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', color: 'text.secondary' }}
          >
            <PlacementStatusChip status={record.status} />
            {record.created_by_name && (
              <span>
                Created by {record.created_by_name} on {formatDateTime(record.created_at)}
              </span>
            )}
            {record.updated_by_name && (
              <span>
                Last changed by {record.updated_by_name} on {formatDateTime(record.updated_at)}
              </span>
            )}
          </Grid>
        )}
      </Grid>
    </ResourceForm>
  );
}
