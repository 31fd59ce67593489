// File a bill (issue 25): the partner (a partner files for its own account only, so it is fixed),
// the month, the bill number, the amount and the bill as a PDF. The server answers 409 for a number
// the partner already used; after filing, the bill's view with the expected amount.
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import {
  PARTNER_BILL_MESSAGES as M,
  type PartnerBillBody,
  type PartnerBillInput,
  partnerBillBody,
} from '@staffdesk/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormSelect, FormTextField } from '../../../components/form-fields';
import { FormFileUpload } from '../../../components/form-file-upload';
import { ResourceForm } from '../../../components/resource-form';
import { useErrorToast } from '../../../lib/error-toast';
import { useSession } from '../../../lib/session';
import { useSnackbar } from '../../../lib/toasts';
import { usePartnerOptions } from '../../placements/api/placements-api';
import { partnerBillsApi } from '../api/partner-bills-api';
import type { BillArea } from './partner-bills-area';
import { recentMonths } from './partner-bills-filter';

const MONTHS = recentMonths(new Date(), 12);
const half = { xs: 12, md: 6 };

export function PartnerBillForm({ area, basePath }: { area: BillArea; basePath: string }) {
  const { user } = useSession();
  const ownAccount = area === 'partner' ? (user?.partners_account_id ?? null) : null;
  const partners = usePartnerOptions(area === 'accounts');
  const form = useForm<PartnerBillBody, unknown, PartnerBillInput>({
    resolver: zodResolver(partnerBillBody),
    defaultValues: {
      partners_account_id: ownAccount ?? '',
      month: MONTHS[1]!.value,
      bill_number: '',
      amount: '',
      document: null,
    },
  });
  const create = partnerBillsApi.useCreate();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const showError = useErrorToast();

  const save = async (body: PartnerBillInput) => {
    try {
      const result = await create.mutateAsync(body as unknown as PartnerBillBody);
      enqueueSnackbar(result.message, { variant: 'success' });
      navigate(`${basePath}/view/${result.data.id}`);
    } catch (error) {
      showError(error, () => save(body));
    }
  };

  return (
    <ResourceForm
      aria-label="Bill"
      form={form}
      mode="create"
      onSubmit={save}
      loading={form.formState.isSubmitting}
      cancelTo={basePath}
      submit={{}}
    >
      <Grid container spacing={2.5}>
        {area === 'accounts' && (
          <Grid size={half}>
            <FormSelect
              name="partners_account_id"
              label="Partner"
              required
              loading={partners.isLoading}
              options={(partners.data ?? []).map((p) => ({ value: p.id, label: p.account_name }))}
            />
          </Grid>
        )}
        <Grid size={half}>
          <FormSelect name="month" label="Month" required options={MONTHS} />
        </Grid>
        <Grid size={half}>
          <FormTextField name="bill_number" label="Bill Number" required fullWidth />
        </Grid>
        <Grid size={half}>
          <FormTextField
            name="amount"
            label="Amount (INR)"
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={12}>
          <FormFileUpload
            name="document"
            label="Bill (PDF)"
            folderName="invoices"
            accept="application/pdf,.pdf"
            required
            errorMessage={M.documentRequired}
          />
        </Grid>
      </Grid>
    </ResourceForm>
  );
}
