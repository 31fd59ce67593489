// GET/PUT clients/{id}/calendar and GET clients/{id}/working-days (issue 24).
import {
  clientCalendar,
  clientCalendarBody,
  envelope,
  idParam,
  CALENDAR_MESSAGES as M,
  workingDaysAnswer,
  workingDaysQuery,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { clientWorkingDays, getClientCalendar, saveClientCalendar } from './client-calendars.service';

const tags = ['client calendars'];
const params = idParam;

export async function clientCalendarsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/clients/:id/calendar',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "A client's working calendar: weekly offs and its holidays (hrms any, a client user its own)",
        params,
        response: { 200: envelope(clientCalendar) },
      },
    },
    async (request) => ({
      data: await getClientCalendar(app.deps.db, currentUser(request), request.params.id),
      message: M.fetched,
    }),
  );

  app.put(
    '/clients/:id/calendar',
    {
      config: { access: 'edit-client' },
      schema: {
        tags,
        summary: "Replace a client's working calendar (409 when it changed since updated_at)",
        params,
        body: clientCalendarBody,
        response: { 200: envelope(clientCalendar) },
      },
    },
    async (request) => ({
      data: await saveClientCalendar(app.deps.db, currentUser(request), request.params.id, request.body),
      message: M.updated,
    }),
  );

  app.get(
    '/clients/:id/working-days',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Each day of a range (at most 366 days) on the client calendar, and the working days in it',
        description: "A half-day holiday counts half; the agency's mandatory holidays apply to every client.",
        params,
        querystring: workingDaysQuery,
        response: { 200: envelope(workingDaysAnswer) },
      },
    },
    async (request) => ({
      data: await clientWorkingDays(app.deps.db, currentUser(request), request.params.id, request.query),
      message: M.workingDaysFetched,
    }),
  );
}
