// Timesheets under /api/v1 (issue 24). Every route but the e-mail action names the placements key;
// the service keeps each viewer to its side of the placements.
import {
  envelope,
  idParam,
  listOf,
  TIMESHEET_MESSAGES as M,
  timesheet,
  timesheetActionAnswer,
  timesheetActionBody,
  timesheetCreateBody,
  timesheetListItem,
  timesheetListQuery,
  timesheetMissingItem,
  timesheetMissingQuery,
  timesheetPreview,
  timesheetPreviewBody,
  timesheetReasonBody,
  timesheetStepBody,
  timesheetUpdateBody,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actionRoute } from '../../lib/crud-routes';
import { currentUser } from '../../plugins/auth';
import { listMissingTimesheets, previewTimesheetAction } from './timesheet-lookups';
import {
  queueMonthTimesheets,
  sendTimesheetReminders,
  TIMESHEET_MONTH_JOB,
  timesheetMonthJob,
} from './timesheet-schedule';
import {
  createTimesheet,
  decideTimesheet,
  getTimesheet,
  listTimesheets,
  reopenTimesheet,
  submitTimesheet,
  timesheetAction,
  updateTimesheet,
} from './timesheets.service';

const tags = ['timesheets'];
const access = 'placements';
const one = { 200: envelope(timesheet) };
const HOUR = 3_600_000;
const today = () => new Date().toISOString().slice(0, 10);

export async function timesheetsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // The month's timesheets (queued once per month across processes, created by the job runner in
  // batches) and the reminders, checked hourly.
  deps.jobs.register(TIMESHEET_MONTH_JOB, timesheetMonthJob(deps.db));
  deps.jobs.every('timesheets-month', HOUR, () => queueMonthTimesheets(deps, today()));
  deps.jobs.every('timesheet-reminders', HOUR, () => sendTimesheetReminders(deps, today()));

  // Registered before timesheets/:id so the static path wins.
  app.post(
    '/timesheets/action',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Approve or reject a timesheet from the e-mail link (the token is the authority; single use)',
        body: timesheetActionBody,
        response: { 200: envelope(timesheetActionAnswer) },
      },
    },
    async (request) => {
      const answer = await timesheetAction(app.deps, request.body);
      return { data: answer, message: answer.message };
    },
  );

  app.post(
    '/timesheets/action/preview',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'What an e-mail link is about, shown before the approver confirms (changes nothing)',
        body: timesheetPreviewBody,
        response: { 200: envelope(timesheetPreview) },
      },
    },
    async (request) => {
      const preview = await previewTimesheetAction(app.deps.db, request.body.token);
      return { data: preview, message: preview.message };
    },
  );

  app.get(
    '/timesheets/missing',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The month’s placements with no timesheet yet (the agency’s; an employee’s own)',
        querystring: timesheetMissingQuery,
        response: { 200: envelope(listOf(timesheetMissingItem)) },
      },
    },
    async (request) => ({
      data: await listMissingTimesheets(app.deps.db, currentUser(request), request.query),
      message: M.listed,
    }),
  );

  app.get(
    '/timesheets',
    {
      config: { access },
      schema: {
        tags,
        summary: 'A page of timesheets on the viewer’s side, newest month first',
        querystring: timesheetListQuery,
        response: { 200: envelope(listOf(timesheetListItem)) },
      },
    },
    async (request) => ({
      data: await listTimesheets(app.deps.db, currentUser(request), request.query),
      message: M.listed,
    }),
  );

  app.get(
    '/timesheets/:id',
    {
      config: { access },
      schema: { tags, summary: 'One timesheet with its days and history', params: idParam, response: one },
    },
    async (request) => ({
      data: await getTimesheet(app.deps.db, currentUser(request), request.params.id),
      message: M.fetched,
    }),
  );

  app.post(
    '/timesheets',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The placement’s timesheet of the month, created pre-filled if it has none (idempotent)',
        body: timesheetCreateBody,
        response: one,
      },
    },
    async (request) => ({
      data: await createTimesheet(app.deps.db, currentUser(request), request.body),
      message: M.created,
    }),
  );

  app.put(
    '/timesheets/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change the quantities of some days (409 when stale or approved)',
        params: idParam,
        body: timesheetUpdateBody,
        response: one,
      },
    },
    async (request) => ({
      data: await updateTimesheet(app.deps, currentUser(request), request.params.id, request.body),
      message: M.updated,
    }),
  );

  // The steps of a timesheet's month: submit, then the approvers' decision, or the agency's reopen.
  actionRoute(fastify, tags, {
    path: '/timesheets/:id/submit',
    access,
    summary: 'Submit for approval: e-mails the approvers',
    body: timesheetStepBody,
    record: timesheet,
    message: M.submitted,
    run: (c, id, body) => submitTimesheet(c.deps, c.viewer, id, body?.updated_at),
  });
  actionRoute(fastify, tags, {
    path: '/timesheets/:id/approve',
    access,
    summary: 'Approve (the placement’s approvers)',
    body: timesheetStepBody,
    record: timesheet,
    message: M.approved,
    run: (c, id) => decideTimesheet(c.deps, c.viewer, id, 'approved'),
  });
  actionRoute(fastify, tags, {
    path: '/timesheets/:id/reject',
    access,
    summary: 'Reject with a reason (the placement’s approvers)',
    body: timesheetReasonBody,
    record: timesheet,
    message: M.rejected,
    run: (c, id, body) => decideTimesheet(c.deps, c.viewer, id, 'rejected', body.reason),
  });
  actionRoute(fastify, tags, {
    path: '/timesheets/:id/reopen',
    access,
    summary: 'Reopen an approved timesheet with a reason (the agency)',
    body: timesheetReasonBody,
    record: timesheet,
    message: M.reopened,
    run: (c, id, body) => reopenTimesheet(c.deps, c.viewer, id, body.reason),
  });
}
