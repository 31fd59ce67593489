// How a timesheet reads on screen: its month ('October 2026'), its status as a coloured chip, its
// total ('20 days', '161.5 hours') and each day's kind ('Working', 'Holiday: Diwali', 'Leave: …').
import Chip from '@mui/material/Chip';
import {
  TIMESHEET_STATUS_LABELS,
  type TimesheetEntry,
  type TimesheetStatus,
  type TimesheetUnit,
} from '@staffdesk/shared';

const STATUS_COLORS: Record<TimesheetStatus, 'default' | 'info' | 'success' | 'error'> = {
  draft: 'default',
  submitted: 'info',
  approved: 'success',
  rejected: 'error',
};

export const TimesheetStatusChip = ({ status }: { status: TimesheetStatus }) => (
  <Chip
    size="small"
    variant="outlined"
    label={TIMESHEET_STATUS_LABELS[status]}
    color={STATUS_COLORS[status]}
  />
);

/** 'YYYY-MM' as 'October 2026'. */
export const monthLabel = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

/** '1 day', '19.5 days', '8 hours'. */
export const quantityText = (quantity: number, unit: TimesheetUnit) =>
  `${Number(quantity.toFixed(2))} ${unit}${quantity === 1 ? '' : 's'}`;

export type DayKindLabel = 'Working' | 'Weekly off' | 'Holiday' | 'Half day' | 'Leave';

/** A day's kind as the grid names it: a day of approved leave reads 'Leave' whatever the calendar says. */
export function kindOf(entry: TimesheetEntry): DayKindLabel {
  if (entry.leave_id) return 'Leave';
  switch (entry.kind) {
    case 'weekly_off':
      return 'Weekly off';
    case 'holiday':
      return 'Holiday';
    case 'half_day':
      return 'Half day';
    default:
      return 'Working';
  }
}

/** The months a filter offers: next month back to a year ago, newest first. */
export function recentMonths(now = new Date(), back = 12) {
  const months: { value: string; label: string }[] = [];
  for (let i = -1; i <= back; i += 1) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    const value = d.toISOString().slice(0, 7);
    months.push({ value, label: monthLabel(value) });
  }
  return months;
}

export const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7);
