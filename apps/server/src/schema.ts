// Every table, for Drizzle and drizzle-kit. Add a module's tables file here.

export * from './modules/api-keys/api-keys.tables';
export * from './modules/applicants/applicants.tables';
export * from './modules/audit/sensitive-changes.tables';
export * from './modules/bank-changes/bank-changes.tables';
export * from './modules/client-calendars/client-calendars.tables';
export * from './modules/companies/companies.tables';
export * from './modules/employees/employees.tables';
export * from './modules/holidays/holidays.tables';
export * from './modules/idempotency/idempotency.tables';
export * from './modules/invoices/invoices.tables';
export * from './modules/jobs/jobs.tables';
export * from './modules/leaves/leaves.tables';
export * from './modules/mail/mail.tables';
export * from './modules/master/master.tables';
export * from './modules/partner-bills/partner-bills.tables';
export * from './modules/partners/partners.tables';
export * from './modules/payrolls/payrolls.tables';
export * from './modules/placements/placements.tables';
export * from './modules/positions/positions.tables';
export * from './modules/receivables/receivables.tables';
export * from './modules/reimbursements/reimbursements.tables';
export * from './modules/reports/reports.tables';
export * from './modules/timesheets/timesheets.tables';
export * from './modules/uploads/uploads.tables';
export * from './modules/users/users.tables';
