// Holidays under /api/v1 (spec 001 §7 Holidays): hrms writes; company and employee read.
import {
  holiday,
  holidayInput,
  holidayNote,
  holidayNoteInput,
  holidayNoteParam,
  holidayQuery,
  HOLIDAY_MESSAGES as M,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import { crudRoutes, recordRoute } from '../../lib/crud-routes';
import {
  createHoliday,
  deleteHoliday,
  getHoliday,
  getHolidayNote,
  listHolidays,
  saveHolidayNote,
  updateHoliday,
} from './holidays.service';

const tags = ['holidays'];

export async function holidaysRoutes(fastify: FastifyInstance) {
  crudRoutes(fastify, {
    tags,
    record: holiday,
    list: {
      path: '/holidays',
      access: 'session',
      summary: 'The holidays of a year (the current one without ?year), by date',
      message: M.listed,
      query: holidayQuery,
      item: holiday,
      run: ({ db, viewer }, { query }) => listHolidays(db, viewer, query.year),
    },
    get: {
      path: '/holidays/:id',
      access: 'session',
      summary: 'One holiday',
      message: M.fetched,
      run: ({ db, viewer }, id) => getHoliday(db, viewer, id),
    },
    create: {
      path: '/holidays',
      access: 'hrms',
      summary: 'Add a holiday (one per date)',
      message: M.created,
      body: holidayInput,
      run: ({ db }, body) => createHoliday(db, body),
    },
    update: {
      path: '/holidays/:id',
      access: 'hrms',
      summary: 'Change a holiday',
      message: M.updated,
      body: holidayInput,
      run: ({ db }, id, body) => updateHoliday(db, id, body),
    },
    remove: {
      path: '/holidays/:id',
      access: 'hrms',
      summary: 'Delete a holiday',
      message: M.deleted,
      run: ({ db }, id) => deleteHoliday(db, id),
    },
  });

  recordRoute(fastify, tags, {
    method: 'GET',
    path: '/holidays-note',
    access: 'session',
    summary: 'The holiday note (sanitised HTML)',
    record: holidayNote,
    message: M.noteFetched,
    run: (c) => getHolidayNote(c.db, c.viewer),
  });
  recordRoute(fastify, tags, {
    method: 'PUT',
    path: '/holidays-note/:id',
    access: 'hrms',
    summary: 'Replace the holiday note; the HTML is cleaned with an allow-list before it is kept',
    record: holidayNote,
    params: holidayNoteParam,
    body: holidayNoteInput,
    message: M.noteUpdated,
    run: (c, { body }) => saveHolidayNote(c.db, body),
  });
}
