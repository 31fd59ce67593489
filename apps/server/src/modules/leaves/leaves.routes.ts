// Leaves under /api/v1 (spec 001 §7 Leaves; issue 10). PUT leaves/action is public: the e-mail
// link's token is its only authority (leaves.service.ts leaveAction).
import {
  approversQuery,
  envelope,
  idParam,
  leave,
  leaveActionInput,
  leaveApprover,
  leaveCalendar,
  leaveCalendarDayQuery,
  leaveCalendarItem,
  leaveCalendarQuery,
  leaveCancelInput,
  leaveDays,
  leaveDaysQuery,
  leaveFilter,
  leaveInput,
  leaveListItem,
  listOf,
  LEAVE_MESSAGES as M,
  paginationQuery,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crudRoutes } from '../../lib/crud-routes';
import { currentUser } from '../../plugins/auth';
import { leaveCalendarDay, leaveCalendar as monthOfLeaves } from './leave-calendar';
import {
  applyLeave,
  cancelLeave,
  getLeave,
  leaveAction,
  leaveDaysOf,
  leaveStatuses,
  listApprovers,
  listLeaves,
  updateLeave,
} from './leaves.service';

const tags = ['leaves'];

export async function leavesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Registered before leaves/:id so that the static paths win.
  app.put(
    '/leaves/action',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Approve or reject a leave from the e-mail link (token-authorised, single use)',
        body: leaveActionInput,
        response: { 200: envelope(z.object({ status: z.string() })) },
      },
    },
    async (request) => {
      const { status, message } = await leaveAction(app.deps, request.body);
      return { data: { status }, message };
    },
  );

  app.get(
    '/leaves/approvers',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'Who may approve the employee’s leave: reporting managers, hrms users, its client’s admins (at most 50; search narrows by name or e-mail)',
        querystring: approversQuery,
        response: { 200: envelope(z.array(leaveApprover)) },
      },
    },
    async (request) => ({
      data: await listApprovers(
        app.deps.db,
        currentUser(request),
        request.query.employee_id,
        request.query.search,
      ),
      message: M.approversListed,
    }),
  );

  app.get(
    '/leaves/days',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'The days a leave of these dates would spend, counted on the employee’s client calendar as an application is charged',
        querystring: leaveDaysQuery,
        response: { 200: envelope(leaveDays) },
      },
    },
    async (request) => ({
      data: await leaveDaysOf(app.deps.db, currentUser(request), request.query),
      message: M.daysCounted,
    }),
  );

  app.get(
    '/leaves/calendar',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'A month of pending and approved leaves in the viewer’s scope: how many are away each weekday, and the leaves by name while the month holds at most 100',
        querystring: leaveCalendarQuery,
        response: { 200: envelope(leaveCalendar) },
      },
    },
    async (request) => ({
      data: await monthOfLeaves(app.deps.db, currentUser(request), request.query),
      message: M.calendarListed,
    }),
  );

  app.get(
    '/leaves/calendar/day',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'Who is away on one weekday (pending and approved leaves in the viewer’s scope), a page at a time',
        querystring: leaveCalendarDayQuery,
        response: { 200: envelope(listOf(leaveCalendarItem)) },
      },
    },
    async (request) => ({
      data: await leaveCalendarDay(app.deps.db, currentUser(request), request.query),
      message: M.calendarListed,
    }),
  );

  app.get(
    '/master/statuses',
    {
      config: { access: 'session' },
      schema: {
        tags: ['master'],
        summary: 'The leave statuses (slug and label)',
        response: { 200: envelope(z.array(z.object({ slug: z.string(), status: z.string() }))) },
      },
    },
    async () => ({ data: leaveStatuses(), message: M.statusesListed }),
  );

  app.put(
    '/leaves/:id/cancel',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'The employee cancels its own pending (or not yet started approved) leave',
        params: idParam,
        body: leaveCancelInput,
        response: { 200: envelope(leave) },
      },
    },
    async (request) => ({
      data: await cancelLeave(app.deps, currentUser(request), request.params.id, request.body),
      message: M.cancelled,
    }),
  );

  crudRoutes(fastify, {
    tags,
    record: leave,
    list: {
      path: '/filters/leaves',
      export: 'leaves',
      method: 'POST',
      access: 'session',
      summary: 'Leaves the viewer may see, newest first, with the hrms list’s filters',
      message: M.listed,
      query: paginationQuery,
      body: leaveFilter,
      item: leaveListItem,
      run: ({ db, viewer }, { query, body }) => listLeaves(db, viewer, body, query),
    },
    get: {
      path: '/leaves/:id',
      access: 'session',
      summary: 'One leave with its rejections',
      message: M.fetched,
      run: ({ db, viewer }, id) => getLeave(db, viewer, id),
    },
    create: {
      path: '/leaves',
      access: 'session',
      summary: 'Apply for leave; approvers get e-mails with their Approve and Reject links',
      message: M.created,
      body: leaveInput,
      run: ({ deps, viewer }, body) => applyLeave(deps, viewer, body),
    },
    update: {
      path: '/leaves/:id',
      access: 'session',
      summary: 'Edit a leave or set its status (hrms, company); older e-mail links stop working',
      message: M.updated,
      body: leaveInput,
      run: ({ deps, viewer }, id, body) => updateLeave(deps, viewer, id, body),
    },
  });
}
