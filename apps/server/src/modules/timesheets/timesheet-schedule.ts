// The timesheets' scheduler (issue 24), run hourly by the job runner in every app process:
// - the month's timesheets: the first process to claim the month (a row in timesheet_month_runs)
//   queues one job whose items are the placements active in the month; the job runner creates their
//   pre-filled timesheets in batches (ensureTimesheet is idempotent: one per placement and month).
// - reminders: a submitted timesheet not acted on in 3 working days of its client calendar is sent
//   again to the approvers (new single-use links), a draft still not submitted when the 3rd working
//   day of the next month has passed reminds the employee. Each is claimed by setting its column
//   (approvers_reminded_at, employee_reminded_at) where still null, in the transaction that writes
//   the mails and the history entry: two processes never send the same reminder.
import { type CalendarRules, calendarDays, TIMESHEET_MESSAGES } from '@staffdesk/shared';
import { and, asc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { Deps } from '../../plugins/deps';
import { calendarFor } from '../client-calendars/client-calendars.service';
import type { ItemOutcome, JobHandler } from '../jobs/job-runner';
import { placements } from '../placements/placements.tables';
import { timesheetDraftReminderMail } from './timesheet-mails';
import {
  type CalendarCache,
  ensureTimesheet,
  mailApprovers,
  monthEnd,
  monthStart,
  record,
  type ServiceDeps,
  summaryOf,
} from './timesheets.service';
import { timesheetMonthRuns, timesheets } from './timesheets.tables';

export const TIMESHEET_MONTH_JOB = 'timesheets-month';
/** Who the history names for what the scheduler does. */
export const SCHEDULER = { name: 'Staffdesk' };
export const REMINDER_AFTER_WORKING_DAYS = 3;
const PAGE = 500;

const dayMs = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 1)).toISOString().slice(0, 7);
};

// ---------------------------------------------------------------- the month's timesheets

/**
 * Queues the job creating `today`'s month timesheets, once per month however many processes ask:
 * the month's row is inserted in the transaction that stores the job and its items, so the loser of
 * a race waits on the winner's row and then finds it. Answers the job's id, or null when already queued.
 */
export async function queueMonthTimesheets(deps: Pick<Deps, 'db' | 'jobs'>, today: string) {
  const month = today.slice(0, 7);
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(timesheetMonthRuns)
      .values({ month: monthStart(month) })
      .onConflictDoNothing()
      .returning({ month: timesheetMonthRuns.month });
    if (!claimed) return null;
    const active = await tx
      .select({ id: placements.id })
      .from(placements)
      .where(
        and(
          lte(placements.start_date, monthEnd(month)),
          or(isNull(placements.end_date), gte(placements.end_date, monthStart(month))),
        ),
      )
      .orderBy(asc(placements.id));
    const job = await deps.jobs.enqueue(
      {
        kind: TIMESHEET_MONTH_JOB,
        createdBy: null,
        payload: { month },
        items: active.map((p) => ({ placement_id: p.id })),
      },
      tx,
    );
    await tx
      .update(timesheetMonthRuns)
      .set({ job_id: job.id })
      .where(eq(timesheetMonthRuns.month, monthStart(month)));
    return job.id;
  });
}

/** The job's handler: each placement's timesheet, a client's calendar read once per batch. */
export function timesheetMonthJob(db: Db): JobHandler {
  return {
    batchSize: 100,
    async runBatch(job, items) {
      const month = String(job.payload.month);
      const calendars: CalendarCache = new Map();
      const outcomes: ItemOutcome[] = [];
      for (const item of items) {
        try {
          const id = await ensureTimesheet(db, Number(item.input.placement_id), month, SCHEDULER, calendars);
          outcomes.push({ result: { timesheet_id: id } });
        } catch (err) {
          // A placement deleted or moved out of the month meanwhile: that item fails, the rest go on.
          if (!(err instanceof HttpError)) throw err;
          outcomes.push({ error: err.message });
        }
      }
      return outcomes;
    },
  };
}

// ---------------------------------------------------------------- reminders

/** A client's calendar days of a range, read once per run for each client and range. */
function calendarReader(db: Db) {
  const cache = new Map<string, Promise<CalendarRules>>();
  return async (clientId: number, from: string, to: string) => {
    const key = `${clientId}:${from}:${to}`;
    let rules = cache.get(key);
    if (!rules) {
      rules = calendarFor(db, clientId, from, to);
      cache.set(key, rules);
    }
    return calendarDays(from, to, await rules);
  };
}
const atWork = (kind: string) => kind === 'working' || kind === 'half_day';

/**
 * Whether 3 whole working days have passed since the day of `submitted`, by `today`: submitted on a
 * Wednesday with Saturday and Sunday off, the reminder goes on the next Tuesday (Thursday, Friday
 * and Monday have passed).
 */
async function approversDue(
  days: ReturnType<typeof calendarReader>,
  clientId: number,
  submitted: string,
  today: string,
) {
  const from = addDays(submitted, 1);
  const to = addDays(today, -1);
  if (to < from) return false;
  const passed = (await days(clientId, from, to)).filter((d) => atWork(d.kind)).length;
  return passed >= REMINDER_AFTER_WORKING_DAYS;
}

/** Whether the 3rd working day of the month after `month` has passed by `today`. */
async function employeeDue(
  days: ReturnType<typeof calendarReader>,
  clientId: number,
  month: string,
  today: string,
) {
  const next = nextMonth(month);
  const third = (await days(clientId, monthStart(next), monthEnd(next))).filter((d) => atWork(d.kind))[
    REMINDER_AFTER_WORKING_DAYS - 1
  ];
  return third !== undefined && third.date < today;
}

/** Runs `each` on the rows a query finds, a page at a time by id. */
async function forEachPage<T extends { id: number }>(
  page: (afterId: number) => Promise<T[]>,
  each: (row: T) => Promise<void>,
) {
  let after = 0;
  for (;;) {
    const rows = await page(after);
    for (const row of rows) await each(row);
    if (rows.length < PAGE) return;
    after = rows.at(-1)!.id;
  }
}

/**
 * Sends the reminders due on `today` (YYYY-MM-DD); answers how many timesheets were reminded.
 * The candidates are narrowed in SQL by calendar days, then counted on their client's calendar.
 */
export async function sendTimesheetReminders(deps: ServiceDeps & { db: Db }, today: string) {
  const { db } = deps;
  const days = calendarReader(db);
  let approvers = 0;
  let employees = 0;

  // Submitted, not decided, not yet reminded, and at least 4 calendar days ago.
  await forEachPage(
    (after) =>
      db
        .select({ id: timesheets.id, client_id: timesheets.client_id, submitted_at: timesheets.submitted_at })
        .from(timesheets)
        .where(
          and(
            eq(timesheets.status, 'submitted'),
            isNull(timesheets.approvers_reminded_at),
            sql`${timesheets.submitted_at} < ${addDays(today, -REMINDER_AFTER_WORKING_DAYS)}::date`,
            gt(timesheets.id, after),
          ),
        )
        .orderBy(asc(timesheets.id))
        .limit(PAGE),
    async (row) => {
      const submitted = row.submitted_at!.toISOString().slice(0, 10);
      if (!(await approversDue(days, row.client_id, submitted, today))) return;
      const sent = await db
        .transaction(async (tx) => {
          // The claim: only while still submitted, unreminded and of the same submission.
          const [claimed] = await tx
            .update(timesheets)
            .set({ approvers_reminded_at: new Date() })
            .where(
              and(
                eq(timesheets.id, row.id),
                eq(timesheets.status, 'submitted'),
                isNull(timesheets.approvers_reminded_at),
                eq(timesheets.submitted_at, row.submitted_at!),
              ),
            )
            .returning();
          if (!claimed) return false;
          await mailApprovers(deps, tx, claimed);
          await record(tx, row.id, 'reminded', SCHEDULER, TIMESHEET_MESSAGES.approversReminded);
          return true;
        })
        // No approver left on the placement: nothing to send (hrms sees it submitted in the list).
        .catch((err) => {
          if (err instanceof HttpError) return false;
          throw err;
        });
      if (sent) approvers++;
    },
  );

  // Drafts of a past month not yet reminded, once the 3rd calendar day of the next month has passed.
  await forEachPage(
    (after) =>
      db
        .select({ id: timesheets.id, client_id: timesheets.client_id, month: timesheets.month })
        .from(timesheets)
        .where(
          and(
            eq(timesheets.status, 'draft'),
            isNull(timesheets.employee_reminded_at),
            sql`(${timesheets.month} + interval '1 month' + interval '2 days')::date < ${today}::date`,
            gt(timesheets.id, after),
          ),
        )
        .orderBy(asc(timesheets.id))
        .limit(PAGE),
    async (row) => {
      if (!(await employeeDue(days, row.client_id, row.month.slice(0, 7), today))) return;
      const sent = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(timesheets)
          .set({ employee_reminded_at: new Date() })
          .where(
            and(
              eq(timesheets.id, row.id),
              eq(timesheets.status, 'draft'),
              isNull(timesheets.employee_reminded_at),
            ),
          )
          .returning();
        if (!claimed) return false;
        const summary = await summaryOf(tx, claimed);
        if (summary.employeeEmail) {
          await deps.mail.enqueue(
            timesheetDraftReminderMail(deps.config, summary.employeeEmail, summary),
            tx,
          );
        }
        await record(tx, row.id, 'reminded', SCHEDULER, TIMESHEET_MESSAGES.employeeReminded);
        return true;
      });
      if (sent) employees++;
    },
  );
  return { approvers, employees };
}
