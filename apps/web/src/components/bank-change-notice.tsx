// 'Bank details last changed by Asha Rao on 24 Nov 2026, 10:15' above a record's bank fields
// (partners, employees): the server records every change of them (modules/audit) and answers the
// last one; nothing shows before the first change.
import Alert from '@mui/material/Alert';
import type { SensitiveChangeSummary } from '@staffdesk/shared';
import { formatDateTime } from '../lib/format';

export function bankChangeText(change: SensitiveChangeSummary | null | undefined) {
  if (!change) return null;
  return `Bank details last changed by ${change.changed_by_name ?? 'the system'} on ${formatDateTime(change.changed_at)}`;
}

export function BankChangeNotice({ change }: { change: SensitiveChangeSummary | null | undefined }) {
  const text = bankChangeText(change);
  return text ? (
    <Alert severity="info" variant="outlined">
      {text}
    </Alert>
  ) : null;
}
