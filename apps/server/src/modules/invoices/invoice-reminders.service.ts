// Payment reminders (issue 25): accounts sets the days after the due date (e.g. 7, 15, 30) at which
// an unpaid sent invoice is e-mailed again with the PDF it was sent with. Each step goes out once per
// invoice (a unique row per invoice and step, written with the outbox message and the send-history
// row in one transaction); an invoice first found past several steps gets only the latest one; a
// paid (or fully credited) invoice gets none.
import {
  formatMoney,
  type ReminderSettings,
  type ReminderSettingsInput,
  type SessionUser,
} from '@staffdesk/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { Mailer } from '../mail/mail.service';
import {
  invoiceReminderSettings,
  invoiceReminders,
  invoiceSends,
  invoiceStatuses,
  invoices,
} from './invoices.tables';

const ROW_ID = 1;
class AlreadySent extends Error {}
const list = (text: string) => text.split(',').filter(Boolean);

export async function getReminderSettings(
  db: DbOrTx,
): Promise<ReminderSettings & { updated_by: number | null }> {
  const [row] = await db.select().from(invoiceReminderSettings).where(eq(invoiceReminderSettings.id, ROW_ID));
  return {
    enabled: row?.enabled ?? false,
    steps: list(row?.steps ?? '7,15,30').map(Number),
    cc_email: list(row?.cc_email ?? ''),
    updated_at: row?.updated_at?.toISOString() ?? null,
    updated_by: row?.updated_by ?? null,
  };
}

export async function updateReminderSettings(
  db: DbOrTx,
  viewer: SessionUser,
  input: ReminderSettingsInput,
): Promise<ReminderSettings> {
  const values = {
    enabled: input.enabled,
    steps: input.steps.join(','),
    cc_email: input.cc_email.join(','),
    updated_by: viewer.id,
    updated_at: new Date(),
  };
  await db
    .insert(invoiceReminderSettings)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: invoiceReminderSettings.id, set: values });
  const { updated_by: _by, ...settings } = await getReminderSettings(db);
  return settings;
}

type DueReminder = {
  invoice_id: number;
  invoice_number: string;
  invoiced_date: string;
  due_date: string;
  balance: string;
  step_days: number;
  billing_email: string;
  cc_email: string;
  document_key: string;
  document_name: string;
  document_sha256: string;
};

/**
 * The reminders due on `today`: per unpaid sent invoice, the latest step reached that neither it nor
 * a later step has been sent for. The document is the one the invoice's last send carried.
 */
async function dueReminders(db: DbOrTx, steps: number[], today: string) {
  const { rows } = await db.execute<DueReminder>(sql`
    select i.id as invoice_id, i.invoice_number, i.invoiced_date::text, i.due_date::text,
      (i.total_amount - i.credited_total - i.paid_total)::text as balance, step.days as step_days,
      s.billing_email, s.cc_email, s.document_key, s.document_name, s.document_sha256
    from ${invoices} i
    cross join lateral (
      select max(d) as days from unnest(${`{${steps.join(',')}}`}::int[]) d where i.due_date + d <= ${today}::date
    ) step
    join lateral (
      select * from ${invoiceSends} s0 where s0.invoice_id = i.id and s0.credit_note_id is null
      order by s0.id desc limit 1
    ) s on true
    where i.locked_at is not null and i.superseded_by_id is null and i.due_date is not null
      and i.total_amount - i.credited_total - i.paid_total > 0
      and i.invoice_status_id <> (select id from ${invoiceStatuses} where slug = 'cancelled')
      and step.days is not null
      and not exists (select 1 from ${invoiceReminders} r where r.invoice_id = i.id and r.step_days >= step.days)
    order by i.id`);
  return rows;
}

function reminderText(due: DueReminder, agency: string) {
  return [
    `This is a reminder that invoice ${due.invoice_number} dated ${due.invoiced_date} was due on ${due.due_date} ` +
      `and ${formatMoney(due.balance)} is still unpaid (${due.step_days} days overdue).`,
    'The invoice is attached again. If you have paid it already, please send us the payment reference.',
    '',
    agency,
  ].join('\n');
}

/** Sends the reminders due today; answers how many went to the outbox. */
export async function sendDueReminders(deps: { db: Db; mail: Mailer; orgName: string }, today: string) {
  const settings = await getReminderSettings(deps.db);
  if (!settings.enabled || settings.steps.length === 0 || settings.updated_by === null) return 0;
  let sent = 0;
  for (const due of await dueReminders(deps.db, settings.steps, today)) {
    const cc = [...new Set([...list(due.cc_email), ...settings.cc_email])];
    const done = await deps.db
      .transaction(async (tx) => {
        const mailId = await deps.mail.enqueue(
          {
            to: list(due.billing_email).join(', '),
            cc: cc.join(', '),
            subject: `Reminder: invoice ${due.invoice_number} from ${deps.orgName} is overdue`,
            text: reminderText(due, deps.orgName),
            attachments: [
              { filename: due.document_name, key: due.document_key, contentType: 'application/pdf' },
            ],
          },
          tx,
        );
        const [send] = await tx
          .insert(invoiceSends)
          .values({
            invoice_id: due.invoice_id,
            mail_id: mailId,
            billing_email: due.billing_email,
            cc_email: cc.join(','),
            message: `Reminder: ${due.step_days} days overdue`,
            scheduled_at: new Date(),
            sent_by: settings.updated_by!,
            document_key: due.document_key,
            document_name: due.document_name,
            document_sha256: due.document_sha256,
          })
          .returning({ id: invoiceSends.id });
        // Another process may have sent this step meanwhile: the unique (invoice, step) row decides,
        // and the loser's message and send row roll back with it.
        const [claimed] = await tx
          .insert(invoiceReminders)
          .values({ invoice_id: due.invoice_id, step_days: due.step_days, send_id: send!.id })
          .onConflictDoNothing()
          .returning({ id: invoiceReminders.id });
        if (!claimed) throw new AlreadySent();
        return true;
      })
      .catch((error) => {
        if (error instanceof AlreadySent) return false;
        throw error;
      });
    if (done) sent++;
  }
  return sent;
}
