// GET|PUT invoices/reminder-settings (issue 25), and the hourly run that e-mails the reminders due.
import { envelope, REMINDER_MESSAGES, reminderSettings, reminderSettingsBody } from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { getReminderSettings, sendDueReminders, updateReminderSettings } from './invoice-reminders.service';

const tags = ['invoices'];
const HOUR = 3_600_000;

export async function invoiceRemindersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  deps.jobs.every('invoice-reminders', HOUR, () =>
    sendDueReminders(
      { db: deps.db, mail: deps.mail, orgName: deps.config.orgName },
      new Date().toISOString().slice(0, 10),
    ),
  );

  app.get(
    '/invoices/reminder-settings',
    {
      config: { access: 'accounts' },
      schema: {
        tags,
        summary: 'When overdue invoices get a reminder, and whom to copy',
        response: { 200: envelope(reminderSettings) },
      },
    },
    async () => {
      const { updated_by: _by, ...settings } = await getReminderSettings(deps.db);
      return { data: settings, message: REMINDER_MESSAGES.fetched };
    },
  );

  app.put(
    '/invoices/reminder-settings',
    {
      config: { access: 'accounts' },
      schema: {
        tags,
        summary: 'Set the reminder steps (days after the due date) and cc',
        description:
          'Each step is e-mailed once per unpaid sent invoice, with the PDF of its last send, and recorded in ' +
          'its send history; an invoice found past several steps gets only the latest.',
        body: reminderSettingsBody,
        response: { 200: envelope(reminderSettings) },
      },
    },
    async (request) => ({
      data: await updateReminderSettings(deps.db, currentUser(request), request.body),
      message: REMINDER_MESSAGES.updated,
    }),
  );
}
