// Where each employee variant's pages are: its own module, so the list page names them without
// importing the form (its sections, date pickers and schemas load with the form's own page).
import type { EmployeeArea } from '@staffdesk/shared';

export const AREA_PATHS: Record<
  EmployeeArea,
  { list: string | null; view: (id: number) => string; edit: (id: number) => string }
> = {
  hrms: {
    list: '/hrms/employees',
    view: (id) => `/hrms/employees/view/${id}`,
    edit: (id) => `/hrms/employees/edit/${id}`,
  },
  company: {
    list: '/company/employees',
    view: (id) => `/company/employees/view/${id}`,
    edit: (id) => `/company/employees/edit/${id}`,
  },
  employee: { list: null, view: () => '/employee/profile', edit: () => '/employee/profile/edit' },
};
