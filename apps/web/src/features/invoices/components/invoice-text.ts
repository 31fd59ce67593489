// How invoice values read on screen: money with the currency and grouping, dates and the History cell.
import { formatMoney, type InvoiceListItem } from '@staffdesk/shared';
import { formatDate, formatDateTime } from '../../../lib/format';

export const rupees = (value: string | null | undefined) => formatMoney(value ?? '', 'INR');
export const dateTimeText = formatDateTime;
export { formatDate };

/** The History cell (spec 001 §2: triggered_at shown as 'Sent on: {date}'), and a later send's state. */
export function historyText(row: Pick<InvoiceListItem, 'triggered_at' | 'last_send_state' | 'last_send_at'>) {
  const sent = row.triggered_at ? `Sent on: ${dateTimeText(row.triggered_at)}` : '';
  const last =
    row.last_send_state === 'scheduled' && row.last_send_at
      ? `Scheduled for: ${dateTimeText(row.last_send_at)}`
      : row.last_send_state === 'pending'
        ? 'Sending…'
        : row.last_send_state === 'failed'
          ? 'Last send failed'
          : '';
  return [sent, last].filter(Boolean).join(' · ') || 'Not sent';
}
