// The vendor bank detail (spec 001 §3), edited by accounts: the agency's own bank details printed on
// every new invoice, the default cc of the send form, and the GSTIN, address, state (for CGST+SGST
// or IGST) and number pattern of its invoices.
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import {
  type VendorBankDetail,
  type VendorBankDetailBody,
  type VendorBankDetailInput,
  vendorBankDetailBody,
} from '@staffdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-fields';
import { FormSelectOrCreate } from '../../../components/form-select-or-create';
import type { LookupOption } from '../../../components/select-or-create';
import { apiPut } from '../../../lib/api-client';
import { useErrorToast } from '../../../lib/error-toast';
import { optionOf, useLookup, withCurrent } from '../../../lib/lookups';
import { useSnackbar } from '../../../lib/toasts';

const createEmail = async (typed: string): Promise<LookupOption> => ({ id: typed, label: typed });

export function VendorBankDialog({ vendor, onClose }: { vendor: VendorBankDetail; onClose: () => void }) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const form = useForm<VendorBankDetailBody, unknown, VendorBankDetailInput>({
    resolver: zodResolver(vendorBankDetailBody),
    defaultValues: {
      ...vendor,
      agency_state_id: vendor.agency_state_id ?? '',
    },
  });
  const countries = useLookup('countries');
  const india = countries.options.find((c) => c.label === 'India')?.id;
  const states = useLookup('states', { parent: { country_id: india } });
  const cc = useWatch({ control: form.control, name: 'cc_email' }) as string[];

  const onSubmit = async (body: VendorBankDetailInput) => {
    try {
      const result = await apiPut<VendorBankDetail>('invoices/vendor-bank-detail', body);
      await queryClient.invalidateQueries({ queryKey: ['invoices', 'vendor-bank-detail'] });
      enqueueSnackbar(result.message, { variant: 'success' });
      onClose();
    } catch (error) {
      showError(error, () => onSubmit(body));
    }
  };
  const half = { xs: 12, sm: 6 };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <DialogTitle id={titleId}>Invoice settings and bank details</DialogTitle>
          <DialogContent>
            <Grid container spacing={2} sx={{ pt: 1 }}>
              <Grid size={half}>
                <FormTextField name="vendor_bank_account_name" label="Account Name" />
              </Grid>
              <Grid size={half}>
                <FormTextField name="vendor_bank_account_number" label="Account Number" />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextField name="ifsc_code" label="IFSC Code" />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextField name="swift_code" label="SWIFT Code" />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextField name="branch" label="Branch" />
              </Grid>
              <Grid size={12}>
                <FormTextField
                  name="more_bank_details"
                  label="Intermediary Bank Details"
                  multiline
                  minRows={2}
                />
              </Grid>
              <Grid size={12}>
                <FormSelectOrCreate
                  name="cc_email"
                  label="Default CC Email"
                  multiple
                  options={(cc ?? []).map((email) => ({ id: email, label: email }))}
                  onCreate={createEmail}
                />
              </Grid>
              <Grid size={half}>
                <FormTextField name="agency_gstin" label="Agency GSTIN" />
              </Grid>
              <Grid size={half}>
                <FormSelectOrCreate
                  name="agency_state_id"
                  label="Agency State (for CGST + SGST)"
                  options={withCurrent(states.options, [
                    optionOf(vendor.agency_state_id, vendor.agency_state),
                  ])}
                  loading={states.loading}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 8 }}>
                <FormTextField name="agency_address" label="Agency Address" />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextField
                  name="invoice_number_pattern"
                  label="Invoice Number Pattern"
                  required
                  helperText="{FY} 2026, {FY2} 26-27, {SEQ:4} 0001"
                />
              </Grid>
            </Grid>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} color="inherit">
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              Update
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
