// One form in three modes for a claim (spec 001 §3 Reimbursement, §5; issue 11). The employee files
// its dates, description and expense lines; the status is hidden from it (§6) and it reads hrms's
// approved amount and reason once set. hrms reads the claim and decides: status (the allowed next
// ones only), approved amount and the reason a partial approval or a rejection needs.
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import {
  decisionIssue,
  formatMoney,
  REIMBURSEMENT_MESSAGES as M,
  REIMBURSEMENT_TRANSITIONS,
  type Reimbursement,
  type ReimbursementBody,
  type ReimbursementInput,
  type ReimbursementStatus,
  type ReimbursementStatusSlug,
  reimbursementBody,
  toMoneyString,
} from '@staffdesk/shared';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../../components/form-date-field';
import { FormSelect, FormTextField } from '../../../components/form-fields';
import { type FormMode, FormModeContext } from '../../../components/form-mode';
import { FormSection } from '../../../components/form-section';
import { ResourceForm } from '../../../components/resource-form';
import { useSaveRecord } from '../../../components/use-save-record';
import type { ApiResult } from '../../../lib/api-client';
import { claimedTotal, ExpenseLines } from './expense-lines';
import { emptyReimbursementValues, reimbursementToFormValues } from './reimbursement-form-values';

export interface ReimbursementFormProps {
  mode: FormMode;
  /** The employee's own claims (status hidden) or hrms deciding them. */
  own: boolean;
  record?: Reimbursement;
  statuses: ReimbursementStatus[];
  viewPath: (id: number) => string;
  editTo?: string;
  cancelTo: string;
  /** View mode: false leaves out Edit (an employee's claim no longer Submitted). */
  editable?: boolean;
  create?: (body: ReimbursementInput) => Promise<ApiResult<{ id: number }>>;
  update: (args: {
    id: number;
    body: ReimbursementInput & { updated_at: string };
  }) => Promise<ApiResult<unknown>>;
}

const half = { xs: 12, md: 6 };
const third = { xs: 12, md: 4 };

/** hrms's form: the shared rules, a status, and the decision rules the server applies too. */
function hrmsSchema(statuses: ReimbursementStatus[]) {
  return reimbursementBody.superRefine((body, ctx) => {
    const to = statuses.find((s) => s.id === body.reimbursement_status_id);
    if (!to) {
      ctx.addIssue({ code: 'custom', message: M.statusRequired, path: ['reimbursement_status_id'] });
      return;
    }
    const claimed = toMoneyString(claimedTotal(body.documentList));
    const issue = decisionIssue(to.slug as ReimbursementStatusSlug, claimed, body);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  });
}

export function ReimbursementForm({
  mode,
  own,
  record,
  statuses,
  viewPath,
  editTo,
  cancelTo,
  editable,
  create,
  update,
}: ReimbursementFormProps) {
  const schema = useMemo(() => (own ? reimbursementBody : hrmsSchema(statuses)), [own, statuses]);
  const form = useForm<ReimbursementBody, unknown, ReimbursementInput>({
    resolver: zodResolver(schema),
    defaultValues: record ? reimbursementToFormValues(record) : emptyReimbursementValues(),
  });
  const save = useSaveRecord({
    mode,
    record,
    viewPath,
    create: create ?? (() => Promise.reject(new Error('Not available'))),
    update,
  });
  // The statuses hrms may choose: the current one and those that may follow it.
  const current = record?.status_slug as ReimbursementStatusSlug | undefined;
  const statusOptions = statuses
    .filter(
      (s) =>
        !current ||
        s.slug === current ||
        REIMBURSEMENT_TRANSITIONS[current].includes(s.slug as ReimbursementStatusSlug),
    )
    .map((s) => ({ value: s.id, label: s.status }));
  const decided = !!record && (record.approved_amount !== null || record.approval_reason !== null);
  // hrms decides; the employee's claim itself stays as filed.
  const claimMode: FormMode = own ? mode : 'view';
  return (
    <ResourceForm
      aria-label="Reimbursement"
      form={form}
      mode={mode}
      onSubmit={save}
      loading={form.formState.isSubmitting}
      cancelTo={cancelTo}
      submit={{ editTo, editable }}
    >
      <Grid container spacing={2.5}>
        <FormModeContext.Provider value={claimMode}>
          {!own && record && (
            <Grid size={12}>
              <TextField
                label="Employee"
                value={`${record.full_name} (${record.email})`}
                slotProps={{ input: { readOnly: true } }}
                fullWidth
              />
            </Grid>
          )}
          <Grid size={half}>
            <FormDateField name="from_date" label="From Date" required />
          </Grid>
          <Grid size={half}>
            <FormDateField name="to_date" label="To Date" required />
          </Grid>
          <Grid size={12}>
            <FormTextField name="description" label="Description" required multiline minRows={3} fullWidth />
          </Grid>
          <FormSection title="Expenses">
            <Grid size={12}>
              <ExpenseLines />
            </Grid>
          </FormSection>
        </FormModeContext.Provider>
        {!own && (
          <FormSection title="Decision">
            <Grid size={third}>
              <FormSelect name="reimbursement_status_id" label="Status" options={statusOptions} required />
            </Grid>
            <Grid size={third}>
              <FormTextField
                name="approved_amount"
                label="Approved Amount"
                helperText="Empty approves the claimed total"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                fullWidth
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                name="approval_reason"
                label="Reason"
                helperText="Needed for a rejection or an amount below the claimed total"
                multiline
                minRows={2}
                fullWidth
              />
            </Grid>
          </FormSection>
        )}
        {own && mode === 'view' && decided && record && (
          <FormSection title="Decision">
            <Grid size={third}>
              <TextField
                label="Approved Amount"
                value={record.approved_amount ? formatMoney(record.approved_amount, record.currency) : '—'}
                slotProps={{ input: { readOnly: true } }}
                fullWidth
              />
            </Grid>
            {record.approval_reason && (
              <Grid size={12}>
                <TextField
                  label="Reason"
                  value={record.approval_reason}
                  multiline
                  slotProps={{ input: { readOnly: true } }}
                  fullWidth
                />
              </Grid>
            )}
          </FormSection>
        )}
      </Grid>
    </ResourceForm>
  );
}
