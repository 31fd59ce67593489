// The API modules, each a Fastify plugin mounted under /api/v1.
import type { FastifyPluginAsync } from 'fastify';
import { apiKeysRoutes } from './api-keys/api-keys.routes';
import { applicantsRoutes } from './applicants/applicants.routes';
import { authRoutes } from './auth/auth.routes';
import { twoFactorRoutes } from './auth/two-factor.routes';
import { bankChangesRoutes } from './bank-changes/bank-changes.routes';
import { clientCalendarsRoutes } from './client-calendars/client-calendars.routes';
import { companiesRoutes } from './companies/companies.routes';
import { employeesRoutes } from './employees/employees.routes';
import { holidaysRoutes } from './holidays/holidays.routes';
import { billingRunRoutes } from './invoices/billing-run.routes';
import { invoicePaymentsRoutes } from './invoices/invoice-payments.routes';
import { invoiceRemindersRoutes } from './invoices/invoice-reminders.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { leavesRoutes } from './leaves/leaves.routes';
import { masterRoutes } from './master/master.routes';
import { partnerBillsRoutes } from './partner-bills/partner-bills.routes';
import { partnersRoutes } from './partners/partners.routes';
import { payrollsRoutes } from './payrolls/payrolls.routes';
import { placementsRoutes } from './placements/placements.routes';
import { positionsRoutes } from './positions/positions.routes';
import { profileRoutes } from './profile/profile.routes';
import { receivablesRoutes } from './receivables/receivables.routes';
import { reimbursementsRoutes } from './reimbursements/reimbursements.routes';
import { reportsRoutes } from './reports/reports.routes';
import { timesheetsRoutes } from './timesheets/timesheets.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { usersRoutes } from './users/users.routes';

export const apiModules: FastifyPluginAsync[] = [
  authRoutes,
  twoFactorRoutes,
  profileRoutes,
  apiKeysRoutes,
  usersRoutes,
  companiesRoutes,
  clientCalendarsRoutes,
  partnersRoutes,
  masterRoutes,
  uploadsRoutes,
  positionsRoutes,
  applicantsRoutes,
  invoicesRoutes,
  invoicePaymentsRoutes,
  billingRunRoutes,
  invoiceRemindersRoutes,
  receivablesRoutes,
  reportsRoutes,
  employeesRoutes,
  payrollsRoutes,
  reimbursementsRoutes,
  holidaysRoutes,
  leavesRoutes,
  jobsRoutes,
  bankChangesRoutes,
  placementsRoutes,
  timesheetsRoutes,
  partnerBillsRoutes,
];
