// The expense lines of a claim (issue 11, beyond the spec's documentList): date, category, amount
// with its currency and one receipt each, uploaded as a document row; the claimed total is summed
// exactly (decimal.js through the shared sumMoney, as the server does) while the amounts are typed.
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  EXPENSE_CATEGORIES,
  formatMoney,
  REIMBURSEMENT_MESSAGES as M,
  MONEY_PATTERN,
  type ReimbursementBody,
  sumMoney,
  toMoneyString,
} from '@staffdesk/shared';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useConfirmDocumentRemove } from '../../../components/document-rows';
import { FormDateField } from '../../../components/form-date-field';
import { FormSelect, FormTextField } from '../../../components/form-fields';
import { FormFileUpload } from '../../../components/form-file-upload';
import { useFieldReadOnly } from '../../../components/form-mode';
import { emptyExpenseLine } from './reimbursement-form-values';

const CATEGORIES = EXPENSE_CATEGORIES.map((category) => ({ value: category, label: category }));
const DECIMAL = { htmlInput: { inputMode: 'decimal' } } as const;
const CURRENCY = { htmlInput: { maxLength: 3, style: { textTransform: 'uppercase' } } } as const;

/** The sum of the amounts typed so far; one not (yet) a valid amount counts as 0. */
export function claimedTotal(lines: readonly { amount?: unknown }[] | undefined) {
  return sumMoney(
    (lines ?? []).map(({ amount }) => {
      const text = String(amount ?? '').trim();
      return MONEY_PATTERN.test(text) ? text : '0';
    }),
  );
}

/** A currency half typed ('US') has no symbol yet: the amount with the code as typed. */
function moneyText(amount: Parameters<typeof formatMoney>[0], currency: string) {
  try {
    return formatMoney(amount, currency);
  } catch {
    return `${toMoneyString(amount ?? 0)} ${currency}`;
  }
}

export function ExpenseLines() {
  const { control } = useFormContext<ReimbursementBody>();
  const readOnly = useFieldReadOnly();
  const { fields, append, remove } = useFieldArray({ control, name: 'documentList' });
  const lines = useWatch({ control, name: 'documentList' });
  const currency = String(lines?.[0]?.currency ?? 'INR').toUpperCase();
  const { confirmRemove, dialog } = useConfirmDocumentRemove();
  const { errors } = useFormState({ control, name: 'documentList' });
  const listError = errors.documentList?.message ?? errors.documentList?.root?.message;
  return (
    <Box>
      {fields.map((field, index) => (
        <Grid
          container
          spacing={1.5}
          key={field.id}
          role="group"
          aria-label={`Expense ${index + 1}`}
          sx={{ mb: 2, pb: 2, borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start' }}
        >
          <Grid size={{ xs: 12, sm: 6, md: 2.5 }}>
            <FormDateField name={`documentList.${index}.expense_date`} label="Expense Date" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2.5 }}>
            <FormSelect
              name={`documentList.${index}.category`}
              label="Category"
              options={CATEGORIES}
              required
            />
          </Grid>
          <Grid size={{ xs: 8, sm: 4, md: 2 }}>
            <FormTextField
              name={`documentList.${index}.amount`}
              label="Amount"
              required
              slotProps={DECIMAL}
            />
          </Grid>
          <Grid size={{ xs: 4, sm: 2, md: 1.5 }}>
            <FormTextField name={`documentList.${index}.currency`} label="Currency" slotProps={CURRENCY} />
          </Grid>
          <Grid size={{ xs: readOnly ? 12 : 10, sm: readOnly ? 6 : 5, md: readOnly ? 3.5 : 3 }}>
            <FormFileUpload
              name={`documentList.${index}.document`}
              nameField={`documentList.${index}.document_name`}
              label={`Receipt ${index + 1}`}
              folderName="documents"
              errorMessage={M.receiptRequired}
              confirmRemove={confirmRemove}
            />
          </Grid>
          {!readOnly && (
            <Grid
              size={{ xs: 2, sm: 1, md: 0.5 }}
              sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1 }}
            >
              <Tooltip title={`Remove expense ${index + 1}`}>
                <span>
                  <IconButton
                    aria-label={`Remove expense ${index + 1}`}
                    onClick={() => remove(index)}
                    disabled={fields.length === 1}
                  >
                    <DeleteOutline />
                  </IconButton>
                </span>
              </Tooltip>
            </Grid>
          )}
        </Grid>
      ))}
      {listError && (
        <Typography color="error" variant="body2" sx={{ mb: 1 }}>
          {listError}
        </Typography>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        {readOnly ? (
          <span />
        ) : (
          <Button
            startIcon={<Add />}
            variant="outlined"
            size="small"
            onClick={() => append(emptyExpenseLine(currency))}
          >
            Add expense
          </Button>
        )}
        <Typography sx={{ fontWeight: 700 }} aria-live="polite" data-testid="claimed-total">
          Claimed total: {moneyText(claimedTotal(lines), currency)}
        </Typography>
      </Box>
      {dialog}
    </Box>
  );
}
