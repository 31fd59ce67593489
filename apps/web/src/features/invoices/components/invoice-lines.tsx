// The invoice lines (beyond the spec's single total): description, SAC code, quantity in days or
// hours and the rate, with GST by place of supply and the computed total shown as they are typed.
// Without lines the spec's Total Amount is typed instead. A credit note uses the same lines with the
// tax of its invoice fixed (same rate, same place of supply) and no typed total.
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  creditNoteTotals,
  GST_RATES,
  gstStateCodeOfGstin,
  type InvoiceBody,
  type InvoiceInput,
  invoiceTotals,
  lineAmount,
  MONEY_PATTERN,
  placeOfSupply,
  type TaxMode,
  taxModeBySupply,
  type VendorBankDetail,
} from '@staffdesk/shared';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormSelect, FormTextField } from '../../../components/form-fields';
import { useFieldReadOnly } from '../../../components/form-mode';
import { emptyLine } from './invoice-form-values';
import { rupees } from './invoice-text';

const UNITS = [
  { value: 'days', label: 'Days' },
  { value: 'hours', label: 'Hours' },
  { value: 'months', label: 'Months' },
];
const DECIMAL = { htmlInput: { inputMode: 'decimal' } } as const;
const validNumber = (v: unknown) => typeof v === 'string' && MONEY_PATTERN.test(v.trim());

/** The tax of a credit note: its invoice's rate and place of supply, not chosen on the form. */
export interface FixedTax {
  mode: TaxMode;
  gstRate: string;
}

interface InvoiceLinesProps {
  vendor?: Pick<VendorBankDetail, 'agency_gstin' | 'agency_state' | 'agency_state_id'>;
  fixedTax?: FixedTax;
}

/**
 * The tax mode the server will apply (place of supply: the client's GSTIN state, else its billing
 * state). The form holds the billing state's id, not its name: the same id as the agency's state is
 * the agency's code; any other chosen state is another state.
 */
export function formTaxMode(
  vendor: InvoiceLinesProps['vendor'],
  gstin: string | null | undefined,
  stateId: unknown,
) {
  const agencyCode = placeOfSupply(vendor?.agency_gstin, vendor?.agency_state)?.code ?? null;
  const billingCode =
    typeof stateId === 'number'
      ? stateId === vendor?.agency_state_id
        ? agencyCode
        : `state-${stateId}`
      : null;
  return taxModeBySupply(agencyCode, gstStateCodeOfGstin(gstin) ?? billingCode);
}

/** Subtotal, taxes and total of the lines as typed so far (lines not yet valid count as 0). */
function useTotals({ vendor, fixedTax }: InvoiceLinesProps) {
  const { control } = useFormContext<InvoiceBody>();
  const [lines, gstRate, stateId, gstin] = useWatch({
    control,
    name: ['lines', 'gst_rate', 'billing_state_id', 'gstin'],
  });
  const valid = (lines ?? []).map((l) => ({
    quantity: validNumber(l.quantity) ? String(l.quantity).trim() : '0',
    rate: validNumber(l.rate) ? String(l.rate).trim() : '0',
  }));
  if (fixedTax) return { totals: creditNoteTotals(valid, fixedTax.gstRate, fixedTax.mode), valid };
  const mode = formTaxMode(vendor, gstin, stateId);
  return { totals: invoiceTotals(valid, String(gstRate ?? '18'), mode), valid };
}

export function InvoiceLines({ vendor, fixedTax }: InvoiceLinesProps) {
  const { control } = useFormContext<InvoiceBody>();
  const readOnly = useFieldReadOnly();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const { totals, valid } = useTotals({ vendor, fixedTax });
  const watchedRate = useWatch({ control, name: 'gst_rate' });
  const half = Number(fixedTax?.gstRate ?? watchedRate ?? 18) / 2;
  return (
    <Box>
      <Typography variant="h4" component="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
        Lines
      </Typography>
      {fields.length === 0 && !fixedTax && (
        <Grid container spacing={2} sx={{ mb: 1 }}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormTextField name="total_amount" label="Total Amount" required slotProps={DECIMAL} />
          </Grid>
        </Grid>
      )}
      {fields.map((field, index) => (
        <Grid
          container
          spacing={1.5}
          key={field.id}
          sx={{ mb: 1.5 }}
          aria-label={`Line ${index + 1}`}
          role="group"
        >
          <Grid size={{ xs: 12, md: 3.75 }}>
            <FormTextField name={`lines.${index}.description`} label="Description" required />
          </Grid>
          <Grid size={{ xs: 6, md: 1.5 }}>
            <FormTextField name={`lines.${index}.sac_code`} label="SAC" slotProps={DECIMAL} />
          </Grid>
          <Grid size={{ xs: 6, md: 1.25 }}>
            <FormTextField name={`lines.${index}.quantity`} label="Quantity" required slotProps={DECIMAL} />
          </Grid>
          {/* Wide enough for "Months" beside the select's arrow at 1280 px. */}
          <Grid size={{ xs: 6, md: 1.5 }}>
            <FormSelect name={`lines.${index}.unit`} label="Unit" options={UNITS} />
          </Grid>
          <Grid size={{ xs: 6, md: 1.75 }}>
            <FormTextField name={`lines.${index}.rate`} label="Rate (₹)" required slotProps={DECIMAL} />
          </Grid>
          <Grid
            size={{ xs: 10, md: 1.75 }}
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {rupees(lineAmount(valid[index] ?? { quantity: '0', rate: '0' }))}
            </Typography>
          </Grid>
          <Grid size={{ xs: 2, md: 0.5 }} sx={{ display: 'flex', alignItems: 'center' }}>
            {!readOnly && (
              <IconButton aria-label={`Remove line ${index + 1}`} onClick={() => remove(index)} size="small">
                <DeleteOutline fontSize="small" />
              </IconButton>
            )}
          </Grid>
        </Grid>
      ))}
      {!readOnly && (
        <Button startIcon={<Add />} onClick={() => append(emptyLine())} size="small">
          Add line
        </Button>
      )}
      {fields.length > 0 && (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, mt: 2 }}>
          {!fixedTax && (
            <Box sx={{ width: { xs: '100%', sm: 320 } }}>
              <FormSelect
                name="gst_rate"
                label="GST rate"
                options={GST_RATES.map((rate) => ({ value: rate, label: `${rate}%` }))}
              />
            </Box>
          )}
          <Box
            component="dl"
            sx={{
              width: { xs: '100%', sm: 320 },
              m: 0,
              '& div': { display: 'flex', justifyContent: 'space-between', py: 0.25 },
              '& dd': { m: 0 },
            }}
          >
            <div>
              <dt>Subtotal</dt>
              <dd>{rupees(totals.subtotal)}</dd>
            </div>
            {totals.tax_mode === 'intra' ? (
              <>
                <div>
                  <dt>CGST {half}%</dt>
                  <dd>{rupees(totals.cgst)}</dd>
                </div>
                <div>
                  <dt>SGST {half}%</dt>
                  <dd>{rupees(totals.sgst)}</dd>
                </div>
              </>
            ) : totals.tax_mode === 'inter' ? (
              <div>
                <dt>IGST {half * 2}%</dt>
                <dd>{rupees(totals.igst)}</dd>
              </div>
            ) : null}
            <Box sx={{ fontWeight: 700, borderTop: 1, borderColor: 'divider', mt: 0.5 }}>
              <dt>Total</dt>
              <dd>{rupees(totals.total)}</dd>
            </Box>
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** The amount the confirmation names: the lines' computed total, or the typed one. */
export function totalOf(values: InvoiceInput, vendor: InvoiceLinesProps['vendor']) {
  if (!values.lines.length) return values.total_amount ?? '0';
  return invoiceTotals(
    values.lines,
    values.gst_rate,
    formTaxMode(vendor, values.gstin, values.billing_state_id),
  ).total;
}
