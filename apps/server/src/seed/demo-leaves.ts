// Demo holidays and leaves: the year's public holidays with the note hrms keeps above them, and a
// leave in every status, each written through the leave service as hrms or the employee would, so
// balances, approvers and mails are what the app makes. Rohan's leave is the one still waiting: its
// approval e-mail (Approve / Reject links) is in the outbox for Ananya.
import { type LeaveInput, leaveInput } from '@staffdesk/shared';
import { createHoliday, saveHolidayNote } from '../modules/holidays/holidays.service';
import { applyLeave } from '../modules/leaves/leaves.service';
import type { DemoCast, DemoDeps } from './demo-people';
import { weekday } from './demo-people';

/**
 * Dates that are the same every year. Only the three national holidays are mandatory (not charged
 * as leave); e2e/support/leave-days.ts keeps its leaves off them.
 */
export const DEMO_HOLIDAYS = [
  { day: '01-01', holiday: "New Year's Day", type: 'optional' },
  { day: '01-14', holiday: 'Makar Sankranti / Pongal', type: 'optional' },
  { day: '01-26', holiday: 'Republic Day', type: 'mandatory' },
  { day: '05-01', holiday: 'May Day', type: 'optional' },
  { day: '08-15', holiday: 'Independence Day', type: 'mandatory' },
  { day: '10-02', holiday: 'Gandhi Jayanti', type: 'mandatory' },
  { day: '11-01', holiday: 'Karnataka Rajyotsava', type: 'optional' },
  { day: '12-25', holiday: 'Christmas', type: 'optional' },
] as const;

export const DEMO_HOLIDAY_NOTE = [
  '<p>The offices close on <strong>mandatory holidays</strong>: paid days off, not counted as leave.</p>',
  '<p>You may take up to <strong>two optional holidays</strong> a year: apply for them as Casual Leave',
  ' and name the holiday in the reason.</p>',
  '<ul><li>Working at a client site? Its own holiday list applies; tell your reporting manager.</li></ul>',
].join('');

export async function seedDemoHolidays(deps: DemoDeps, today: Date) {
  const year = today.getUTCFullYear();
  for (const h of DEMO_HOLIDAYS) {
    await createHoliday(deps.db, { date: `${year}-${h.day}`, holiday: h.holiday, type: h.type });
  }
  await saveHolidayNote(deps.db, { holidayNote: DEMO_HOLIDAY_NOTE });
}

const leave = (body: Record<string, unknown>): LeaveInput => leaveInput.parse(body);

/** Two-day spans (Mon–Tue, Thu–Fri): never only holidays, so every leave has days to charge. */
export async function seedDemoLeaves(deps: DemoDeps, cast: DemoCast, today: Date) {
  const approver = [cast.hr.email];
  // Approved by hrms three weeks ago.
  await applyLeave(
    deps,
    cast.hr,
    leave({
      employee_id: cast.vikram.employee.id,
      leave_type_slug: 'casual-leave',
      from_date: weekday(today, -3, 0),
      to_date: weekday(today, -3, 1),
      approver_email: approver,
      status_slug: 'approved',
      leave_reason: "My sister's wedding in Jaipur",
    }),
  );
  // Rejected, with the reason the employee reads.
  await applyLeave(
    deps,
    cast.hr,
    leave({
      employee_id: cast.sneha.employee.id,
      leave_type_slug: 'casual-leave',
      from_date: weekday(today, -2, 3),
      to_date: weekday(today, -2, 4),
      approver_email: approver,
      status_slug: 'rejected',
      leave_reason: 'Short trip home',
      reason: 'Release week at Northwind: please choose other dates',
    }),
  );
  // Cancelled: the plans changed.
  await applyLeave(
    deps,
    cast.hr,
    leave({
      employee_id: cast.rohan.employee.id,
      leave_type_slug: 'work-from-home',
      from_date: weekday(today, -1, 0),
      to_date: weekday(today, -1, 1),
      approver_email: approver,
      status_slug: 'cancelled',
      leave_reason: 'Plumbing work at home',
    }),
  );
  // Pending: applied by Rohan himself, so the approver gets the e-mail with its links.
  await applyLeave(
    deps,
    cast.rohan.user,
    leave({
      leave_type_slug: 'casual-leave',
      from_date: weekday(today, 3, 3),
      to_date: weekday(today, 3, 4),
      approver_email: approver,
      leave_reason: 'Visiting my parents in Pune',
    }),
  );
}
