// Above a record's bank fields (partners, employees): 'Bank change pending confirmation' while a
// changed account waits for a second person (issue 21) — who asked, when, and the new values for a
// viewer who may see them — and 'Bank details last changed by Asha Rao on 24 Nov 2026, 10:15,
// confirmed by Ravi Iyer' once one was made. The server records both; nothing shows before.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { BANK_CHANGE_MESSAGES, type PendingBankChange, type SensitiveChangeSummary } from '@staffdesk/shared';
import { formatDateTime } from '../lib/format';

export function bankChangeText(change: SensitiveChangeSummary | null | undefined) {
  if (!change) return null;
  const confirmed = change.confirmed_by_name ? `, confirmed by ${change.confirmed_by_name}` : '';
  return `Bank details last changed by ${change.changed_by_name ?? 'the system'} on ${formatDateTime(change.changed_at)}${confirmed}`;
}

/** 'Requested by … on …: Account number 9999…, IFSC code …' (values only where the viewer may see them). */
export function pendingBankChangeText(pending: PendingBankChange) {
  const fields = pending.fields.map((f) => (f.value === null ? f.label : `${f.label} ${f.value}`)).join(', ');
  return `Requested by ${pending.requested_by_name ?? 'the system'} on ${formatDateTime(pending.requested_at)}: ${fields}. Payments keep using the current bank details until a second person confirms it.`;
}

export function BankChangeNotice({
  change,
  pending,
}: {
  change?: SensitiveChangeSummary | null;
  pending?: PendingBankChange | null;
}) {
  const text = bankChangeText(change);
  if (!text && !pending) return null;
  return (
    <Stack spacing={1}>
      {pending && (
        <Alert severity="warning" variant="outlined">
          <AlertTitle>{BANK_CHANGE_MESSAGES.pendingNotice}</AlertTitle>
          {pendingBankChangeText(pending)}
        </Alert>
      )}
      {text && (
        <Alert severity="info" variant="outlined">
          {text}
        </Alert>
      )}
    </Stack>
  );
}
