// How a placement's status and rates read on screen: a coloured chip, and '₹9,500.00 / day'.
import Chip from '@mui/material/Chip';
import { formatMoney, PLACEMENT_STATUS_LABELS, type PlacementStatus, type RateUnit } from '@staffdesk/shared';

const STATUS_COLORS: Record<PlacementStatus, 'info' | 'success' | 'default'> = {
  upcoming: 'info',
  active: 'success',
  ended: 'default',
};

export const PlacementStatusChip = ({ status }: { status: PlacementStatus }) => (
  <Chip
    size="small"
    variant="outlined"
    label={PLACEMENT_STATUS_LABELS[status]}
    color={STATUS_COLORS[status]}
  />
);

/** '₹9,500.00 / day'; '—' when the viewer is not given the rate. */
export const rateText = (rate: string | undefined, unit: RateUnit | undefined, currency: string) =>
  rate === undefined || unit === undefined ? '—' : `${formatMoney(rate, currency)} / ${unit}`;
