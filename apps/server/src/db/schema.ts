// Every table, for Drizzle and drizzle-kit. Add a module's tables file here.
export * from '../modules/applicants/applicants.tables';
export * from '../modules/audit/sensitive-changes.tables';
export * from '../modules/companies/companies.tables';
export * from '../modules/mail/mail.tables';
export * from '../modules/master/master.tables';
export * from '../modules/partners/partners.tables';
export * from '../modules/positions/positions.tables';
export * from '../modules/uploads/uploads.tables';
export * from '../modules/users/users.tables';
