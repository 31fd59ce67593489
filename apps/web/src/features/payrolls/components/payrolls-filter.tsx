// The payroll list filter (spec 001 §2): search (hrms only: an employee has only its own payslips)
// and the payslip date range, kept in the URL.
import { dateRange, defineListFilter, searchField } from '../../../components/list-filter-fields';

export const PAYROLL_FILTERS = {
  hrms: defineListFilter({
    label: 'Payroll filters',
    cell: { xs: 12, sm: 6, md: 4 },
    fields: [searchField('Name, e-mail or employee ID'), ...dateRange('From Date', 'To Date')],
  }),
  employee: defineListFilter({
    label: 'Payroll filters',
    cell: { xs: 12, sm: 6 },
    fields: dateRange('From Date', 'To Date'),
  }),
};
