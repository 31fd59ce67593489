// hrms's filter of the claims list: employee and status, kept in the URL (?user_id=…&status_id=…).
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { FilterForm } from '../../../components/filter-form';
import { FilterPanel } from '../../../components/filter-panel';
import { FormSelect } from '../../../components/form-fields';
import {
  activeFilterCount,
  type FilterFields,
  type FilterValues,
} from '../../../components/use-filter-params';
import { useClaimants, useReimbursementStatuses } from '../api/reimbursements-api';

export const REIMBURSEMENT_FILTER_FIELDS: FilterFields = {
  user_id: { kind: 'id' },
  status_id: { kind: 'id' },
};
const EMPTY = { user_id: '', status_id: '' };

interface ReimbursementsFilterProps {
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}

export function ReimbursementsFilter(props: ReimbursementsFilterProps) {
  return (
    <FilterPanel activeCount={activeFilterCount(props.values)}>
      <ReimbursementsFilterForm {...props} />
    </FilterPanel>
  );
}

function ReimbursementsFilterForm({ values, onApply }: ReimbursementsFilterProps) {
  const form = useForm<FilterValues>({ values: { ...EMPTY, ...values } });
  const claimants = useClaimants();
  const statuses = useReimbursementStatuses();
  const any = { value: '', label: 'All' };
  return (
    <FilterForm
      form={form}
      aria-label="Reimbursement filters"
      onSubmit={onApply}
      onReset={() => {
        form.reset(EMPTY);
        onApply(EMPTY);
      }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            name="user_id"
            label="Employee"
            loading={claimants.isLoading}
            options={[
              any,
              ...(claimants.data ?? []).map((c) => ({
                value: c.user_id,
                label: `${c.full_name} (${c.email})`,
              })),
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            name="status_id"
            label="Status"
            options={[any, ...(statuses.data ?? []).map((s) => ({ value: s.id, label: s.status }))]}
          />
        </Grid>
      </Grid>
    </FilterForm>
  );
}
