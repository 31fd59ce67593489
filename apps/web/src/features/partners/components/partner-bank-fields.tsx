// The partner form's bank details (spec 001 §3 Partner; issue 21). Only the partner's admin and a
// super-admin see them in full and change them: for anyone else the server sends them masked and
// they show read-only here, outside the form's values, so a save leaves them as they are. A change
// asks for the current password and then waits for a second person ('Bank change pending
// confirmation').
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BANK_CHANGE_MESSAGES, PARTNER_BANK_FIELDS, type Partner, type PartnerBody } from '@staffdesk/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { BankChangeNotice } from '../../../components/bank-change-notice';
import { FormTextField } from '../../../components/form-fields';
import type { FormMode } from '../../../components/form-mode';
import { HALF, THIRD } from '../../../components/organisation-fields';

type BankKey = (typeof PARTNER_BANK_FIELDS)[number]['key'];

/** Each field's label and size on the form, in the form's order. */
const LAYOUT: Record<BankKey, { label: string; size: typeof HALF | typeof THIRD; long?: boolean }> = {
  partners_bank_account_name: { label: 'Bank Account Name', size: HALF },
  partners_bank_account_number: { label: 'Bank Account Number', size: HALF },
  ifsc_code: { label: 'IFSC Code', size: THIRD },
  swift_code: { label: 'SWIFT Code', size: THIRD },
  branch: { label: 'Branch', size: THIRD },
  partners_more_bank_details: { label: 'More Bank Details', size: HALF, long: true },
  partners_account_address: { label: 'Account Address', size: HALF, long: true },
};
const KEYS = PARTNER_BANK_FIELDS.map((f) => f.key);

const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');

/** True when the form's bank values differ from the record's (compared as the form holds them). */
export function partnerBankChanged(record: Partner | undefined, values: Partial<PartnerBody>) {
  if (!record || record.bank_masked) return false;
  return KEYS.some((key) => !same(String(values[key] ?? '').trim(), record[key] ?? ''));
}

function MaskedBankFields({ record }: { record: Partner }) {
  return (
    <>
      <Grid size={12}>
        <Typography variant="body2" color="text.secondary">
          {BANK_CHANGE_MESSAGES.partnerBankNotAllowed}.
        </Typography>
      </Grid>
      {KEYS.map((key) => (
        <Grid key={key} size={LAYOUT[key].size}>
          <TextField
            label={LAYOUT[key].label}
            value={record[key] ?? ''}
            fullWidth
            multiline={LAYOUT[key].long}
            slotProps={{ input: { readOnly: true } }}
          />
        </Grid>
      ))}
    </>
  );
}

function CurrentPasswordField({ record }: { record: Partner }) {
  const { control } = useFormContext<PartnerBody>();
  const values = useWatch({ control, name: KEYS }) as (string | null | undefined)[];
  const changed = partnerBankChanged(record, Object.fromEntries(KEYS.map((k, i) => [k, values[i]])));
  if (!changed) return null;
  return (
    <Grid size={HALF}>
      <FormTextField
        name="current_password"
        label="Current Password"
        type="password"
        required
        autoComplete="current-password"
        helperText="Type your password again to change the bank details. The change waits for a second person to confirm it."
      />
    </Grid>
  );
}

export function PartnerBankFields({ record, mode }: { record?: Partner; mode: FormMode }) {
  return (
    <>
      {(record?.bank_details_changed || record?.bank_change_pending) && (
        <Grid size={12}>
          <BankChangeNotice change={record.bank_details_changed} pending={record.bank_change_pending} />
        </Grid>
      )}
      {record?.bank_masked ? (
        <MaskedBankFields record={record} />
      ) : (
        <>
          {KEYS.map((key) => (
            <Grid key={key} size={LAYOUT[key].size}>
              <FormTextField
                name={key}
                label={LAYOUT[key].label}
                autoComplete="off"
                {...(LAYOUT[key].long ? { multiline: true, rows: 6 } : {})}
                {...(key === 'partners_bank_account_number'
                  ? { slotProps: { htmlInput: { inputMode: 'numeric' } } }
                  : {})}
              />
            </Grid>
          ))}
          {mode === 'edit' && record && <CurrentPasswordField record={record} />}
        </>
      )}
    </>
  );
}
