// A bill's status as a chip, and its figures: billed, expected and the difference.
import Chip from '@mui/material/Chip';
import { formatMoney, PARTNER_BILL_STATUS_LABELS, type PartnerBillStatus } from '@staffdesk/shared';

const COLOR = { received: 'info', validated: 'primary', disputed: 'warning', paid: 'success' } as const;

export function BillStatusChip({ status }: { status: PartnerBillStatus }) {
  return (
    <Chip size="small" label={PARTNER_BILL_STATUS_LABELS[status]} color={COLOR[status]} variant="outlined" />
  );
}

/** '+₹833.40' over, '-₹10.00' under, '₹0.00' when the bill matches the timesheets. */
export function differenceText(difference: string) {
  if (/^-?0(\.0+)?$/.test(difference)) return formatMoney('0');
  return difference.startsWith('-') ? `-${formatMoney(difference.slice(1))}` : `+${formatMoney(difference)}`;
}
