// Payrolls under /api/v1 (spec 001 §7 Payrolls; issue 11): the filter list, one payroll, create,
// update and delete through crudRoutes, and the month's bulk upload beside them.
import {
  envelope,
  jobStarted,
  PAYROLL_MESSAGES,
  payroll,
  payrollBody,
  payrollEmployeeOption,
  payrollEmployeeQuery,
  payrollFilterBody,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answered, crudRoutes } from '../../lib/crud-routes';
import { currentUser } from '../../plugins/auth';
import { PAYSLIP_JOB, type PayslipJobPayload, payslipJob } from './payroll-bulk';
import { readBulkUpload } from './payroll-bulk-upload';
import { payrollFiles } from './payrolls.files';
import {
  createPayroll,
  deletePayroll,
  getPayroll,
  listPayrolls,
  payrollEmployeeOptions,
  updatePayroll,
} from './payrolls.service';

const tags = ['payrolls'];
const M = PAYROLL_MESSAGES;
const SCOPE = 'hrms sees every payroll; an employee only its own (and never writes).';

/** For the API docs only: the parts are read from the multipart stream. */
const bulkForm = z
  .object({
    payslip_date: z.string().meta({ format: 'date', description: 'A date in the payslips’ month' }),
    files: z.array(z.string().meta({ format: 'binary' })).describe('PDFs, or one zip of PDFs'),
  })
  .nullish();

export async function payrollsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.deps.jobs.register(PAYSLIP_JOB, payslipJob(app.deps));

  crudRoutes(fastify, {
    tags,
    record: payroll,
    files: payrollFiles,
    list: {
      method: 'POST',
      path: '/filters/payrolls',
      export: 'payrolls',
      access: 'session',
      summary: 'A page of payrolls, newest payslip date first, filtered by search and a date range',
      description: SCOPE,
      body: payrollFilterBody,
      item: payroll,
      message: M.listed,
      run: ({ db, viewer }, { query, body }) => listPayrolls(db, viewer, body, query),
    },
    get: {
      path: '/payrolls/:id',
      access: 'session',
      summary: 'One payroll',
      description: SCOPE,
      message: M.fetched,
      run: ({ db, viewer }, id) => getPayroll(db, viewer, id),
    },
    create: {
      path: '/payrolls',
      access: 'hrms',
      summary: 'Upload an employee’s payslip for a month and e-mail the employee a link',
      description:
        'payslip is an uploaded_url of a PDF uploaded into payslips. One payslip per employee per month: ' +
        'a second answers 409 unless replace is true.',
      body: payrollBody,
      message: M.created,
      run: async ({ deps, viewer }, body) => {
        const { record, replaced } = await createPayroll(deps, viewer, body);
        return answered(record, replaced ? M.replaced : M.created);
      },
    },
    update: {
      path: '/payrolls/:id',
      access: 'hrms',
      summary: 'Change a payroll (the employee is e-mailed when the file changes)',
      description:
        'updated_at is the version the form loaded: required, and 409 when the payroll changed since.',
      body: payrollBody,
      message: M.updated,
      run: async ({ deps, viewer }, id, body) => {
        const { record, replaced } = await updatePayroll(deps, viewer, id, body);
        return answered(record, replaced ? M.replaced : M.updated);
      },
    },
    remove: {
      path: '/payrolls/:id',
      access: 'hrms',
      summary: 'Delete a payroll',
      message: M.deleted,
      run: ({ db }, id) => deletePayroll(db, id),
    },
  });

  app.get(
    '/payrolls/employees',
    {
      config: { access: 'hrms' },
      schema: {
        tags,
        summary: 'Up to 20 employees by e-mail, name or employee ID: the payroll form’s employee choice',
        querystring: payrollEmployeeQuery,
        response: { 200: envelope(z.array(payrollEmployeeOption)) },
      },
    },
    async (request) => ({
      data: await payrollEmployeeOptions(app.deps.db, request.query.search),
      message: M.employeesListed,
    }),
  );

  app.post(
    '/payrolls/bulk',
    {
      config: { access: 'hrms' },
      schema: {
        tags,
        summary: 'Upload a month’s payslips (PDFs or zips of them) and match them to employees in a job',
        description:
          'Each file is stored as it arrives (a zip is unpacked as it streams, within a size budget per file and ' +
          'in total; its files count against the limit of 2,000). The answer is a job to follow with GET ' +
          'jobs/{id}: each PDF is matched by the employee ID (a whole word) or the staffing-company e-mail in ' +
          'its file name (or, when the name names nobody, in the PDF’s text) and saved in its own transaction, ' +
          'replacing the month’s earlier payslip. Each item’s result is created, replaced, unchanged (the same ' +
          'file as the stored payslip: nothing is sent) or unmatched with the reason.',
        consumes: ['multipart/form-data'],
        body: bulkForm,
        response: { 202: envelope(jobStarted) },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const { payslipDate, items } = await readBulkUpload(fastify, request, app.deps, viewer);
      const payload: PayslipJobPayload = { payslip_date: payslipDate };
      const job = await app.deps.jobs.enqueue({
        kind: PAYSLIP_JOB,
        createdBy: viewer.id,
        payload: { ...payload },
        items: items.map((item) => ({ ...item })),
      });
      return reply.code(202).send({ data: job, message: M.bulkStarted });
    },
  );
}
