// Employees under /api/v1 (spec 001 §7 Employees). One set of routes serves the three areas; the
// service picks the viewer's area (hrms, company, employee) and applies its scope and field rules.
import {
  applicantIdParam,
  COMMON_MESSAGES,
  EMPLOYEE_MESSAGES,
  employee,
  employeeBody,
  employeeDraft,
  employeeFilterBody,
  employeeIdParam,
  employeeLeaveRow,
  employeeListItem,
  employeeProfileBody,
  envelope,
  organisation,
  profileAccessBody,
  REPORTING_MANAGER_LOOKUP_LIMIT,
  reportingManagerOptions,
  reportingManagerQuery,
  yearQuery,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crudRoutes, recordRoute } from '../../lib/crud-routes';
import { currentUser } from '../../plugins/auth';
import { employeeDraftFromApplicant } from './employee-applicant';
import { searchReportingManagers } from './employee-managers';
import { employeeFiles } from './employees.files';
import {
  areaOf,
  createEmployee,
  getEmployee,
  getOwnEmployee,
  listEmployees,
  ownLeaves,
  remainingLeaves,
  setProfileAccess,
  updateEmployee,
  updateOwnProfile,
} from './employees.service';

const tags = ['employees'];
const M = EMPLOYEE_MESSAGES;
const AREAS =
  'hrms sees every employee; a client admin (company area) only its own company’s, without the client, ' +
  'HR detail, account detail, documents, company HR group and flipkoins_email; an employee only itself, ' +
  'without the client, general note and company HR group, with account detail masked.';

/** The spec's select default is 1000 rows; more is capped at 1000 rather than refused. */
const MAX_LIMIT = 1000;
const employeeListQuery = z.object({
  skip: z.coerce
    .number({ error: COMMON_MESSAGES.skipInvalid })
    .int(COMMON_MESSAGES.skipInvalid)
    .min(0, COMMON_MESSAGES.skipInvalid)
    .default(0),
  limit: z.coerce
    .number({ error: COMMON_MESSAGES.limitInvalid })
    .int(COMMON_MESSAGES.limitInvalid)
    .min(1, COMMON_MESSAGES.limitInvalid)
    .default(MAX_LIMIT)
    .transform((v) => Math.min(v, MAX_LIMIT))
    .describe('Rows per page; default 1000 (the spec’s select default), capped at 1000'),
});

export async function employeesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;

  crudRoutes(fastify, {
    tags,
    record: employee,
    files: employeeFiles,
    list: {
      method: 'POST',
      path: '/filters/employees',
      export: 'employees',
      access: 'session',
      summary: 'A page of employees matching the filter, newest first (hrms and company areas)',
      description: `${AREAS} The company area’s client_id filter is always its own company.`,
      query: employeeListQuery,
      body: employeeFilterBody,
      item: employeeListItem,
      message: M.listed,
      run: (c, { query, body }) => listEmployees(c.db, c.viewer, body, query, c.deps.config.listCountCap),
    },
    get: {
      path: '/employees/:id',
      access: 'session',
      summary: 'One employee with its documents, leave rows and interview history',
      description: AREAS,
      message: M.fetched,
      run: ({ db, viewer }, id) => getEmployee(db, viewer, id),
    },
    create: {
      path: '/employees',
      access: 'hrms',
      summary: 'Create an employee and its user, and e-mail the invitation to the flipkoins e-mail',
      description: `flipkoins_email must end with @${config.orgEmailDomain} (ORG_EMAIL_DOMAIN).`,
      body: employeeBody,
      message: M.created,
      run: ({ deps, viewer }, body) => createEmployee(deps, viewer, body),
    },
    update: {
      path: '/employees/:id',
      access: 'session',
      summary: 'Update an employee (hrms: everything; company: what it sees, not leave counts)',
      description:
        'Fields hidden from the company area keep their stored values; 409 when the employee changed ' +
        'since updated_at. Employees update themselves through PUT employees/profile.',
      body: employeeBody,
      message: M.updated,
      run: ({ deps, viewer }, id, body) => updateEmployee(deps, viewer, id, body),
    },
  });

  app.get(
    '/employees/reporting-managers',
    {
      // As PUT employees/{id}: the service lets hrms and the company area in, not employees.
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Reporting-manager addresses already given, for the employee form (select-or-create)',
        description:
          `hrms: every employee’s; the company area: its own company’s employees’. At most ` +
          `${REPORTING_MANAGER_LOOKUP_LIMIT}, alphabetically; one or two characters match the start ` +
          'of an address, three or more anywhere in it; an empty search answers none.',
        querystring: reportingManagerQuery,
        response: { 200: envelope(reportingManagerOptions) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      return {
        data: await searchReportingManagers(app.deps.db, viewer, areaOf(viewer), request.query.search),
        message: M.fetched,
      };
    },
  );

  recordRoute(fastify, tags, {
    method: 'GET',
    path: '/employees/profile',
    access: 'employee-profile',
    summary: 'The signed-in employee’s own profile',
    record: employee,
    files: 'employee',
    message: M.fetched,
    run: (c) => getOwnEmployee(c.db, c.viewer),
  });

  recordRoute(fastify, tags, {
    method: 'PUT',
    path: '/employees/profile',
    access: 'employee-profile',
    summary: 'Update the signed-in employee’s own profile',
    description:
      'Only the fields of this body are written (names, date of birth, phone, LinkedIn, location, resume); ' +
      'the read-only fields of spec 001 §6 are ignored if sent.',
    record: employee,
    body: employeeProfileBody,
    message: M.updated,
    run: (c, { body }) => updateOwnProfile(c.db, c.viewer, body),
  });

  app.put(
    '/employees/profile-access',
    {
      config: { access: 'hrms' },
      schema: {
        tags,
        summary: 'Block (isRevoked Y) or unblock (N) an employee’s sign-in; blocking ends its sessions',
        body: profileAccessBody,
        response: {
          200: envelope(z.object({ employeeId: z.number().int(), is_revoked: z.enum(['Y', 'N']) })),
        },
      },
    },
    async (request) => {
      const { employeeId, isRevoked } = request.body;
      await setProfileAccess(app.deps.db, currentUser(request), employeeId, isRevoked === 'Y');
      return {
        data: { employeeId, is_revoked: isRevoked },
        message: isRevoked === 'Y' ? M.blocked : M.unblocked,
      };
    },
  );

  app.get(
    '/employees/from-applicant/:applicantId',
    {
      config: { access: 'hrms' },
      schema: {
        tags,
        summary: 'The employee form pre-filled from a joined applicant (hire from applicant)',
        params: applicantIdParam,
        response: { 200: envelope(employeeDraft) },
      },
    },
    async (request) => ({
      data: await employeeDraftFromApplicant(app.deps.db, request.params.applicantId),
      message: M.fetched,
    }),
  );

  app.get(
    '/remaining-leaves/:employeeId',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'The leave rows of an employee: count, taken or pending in the leave year, remaining',
        params: employeeIdParam,
        querystring: yearQuery,
        response: { 200: envelope(z.array(employeeLeaveRow)) },
      },
    },
    async (request) => ({
      data: await remainingLeaves(
        app.deps.db,
        currentUser(request),
        request.params.employeeId,
        request.query.year,
      ),
      message: M.leavesListed,
    }),
  );

  app.get(
    '/employee-leaves',
    {
      config: { access: 'employee-leaves' },
      schema: {
        tags,
        summary: 'The signed-in employee’s own leave rows for the leave year (the current one by default)',
        querystring: yearQuery,
        response: { 200: envelope(z.array(employeeLeaveRow)) },
      },
    },
    async (request) => ({
      data: await ownLeaves(app.deps.db, currentUser(request), request.query.year),
      message: M.leavesListed,
    }),
  );

  app.get(
    '/master/organisation',
    {
      config: { access: 'session' },
      schema: {
        tags: ['master'],
        summary: 'The staffing company’s name and e-mail domain (ORG_NAME, ORG_EMAIL_DOMAIN)',
        response: { 200: envelope(organisation) },
      },
    },
    async () => ({
      data: { org_name: config.orgName, org_email_domain: config.orgEmailDomain },
      message: '',
    }),
  );
}
