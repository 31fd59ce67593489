// POST filters/payrolls?skip&limit with { search, from_date, to_date } (spec 001 §7 Payrolls), and
// the month's bulk upload, sent with XMLHttpRequest because fetch reports no upload progress, and the
// job that matches its files, polled with GET jobs/{id}?after (only the results that are new);
// GET/PUT/DELETE payrolls/:id and POST payrolls through resourceApi, and the form's employee choices.
import {
  type JobStarted,
  PAGE_SIZE,
  type Payroll,
  type PayrollBody,
  type PayrollEmployeeOption,
  type PayrollFilter,
} from '@staffdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { skipOf } from '../../../components/use-page-param';
import { API_ROOT, apiGet, apiPost } from '../../../lib/api-client';
import { type ListPage, resourceApi } from '../../../lib/resource-api';

/** The list is a POST (usePayrolls below); the record, create, update and delete are the usual ones. */
export const payrollsApi = resourceApi<Payroll, Payroll, PayrollBody>({
  key: 'payrolls',
  list: 'filters/payrolls',
  item: (id) => `payrolls/${id}`,
  create: 'payrolls',
});

export const payrollsKeys = {
  all: payrollsApi.keys.all,
  list: (page: number, filter: PayrollFilter) => ['payrolls', 'list', page, filter] as const,
};

/** Employees whose e-mail, name or employee ID holds the text (up to 20). */
export const usePayrollEmployees = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['payrolls', 'employees', search],
    queryFn: async () =>
      (await apiGet<PayrollEmployeeOption[]>('payrolls/employees', search ? { search } : {})).data,
    enabled,
    placeholderData: keepPreviousData,
  });

export const usePayrolls = (page: number, filter: PayrollFilter) =>
  useQuery({
    queryKey: payrollsKeys.list(page, filter),
    queryFn: async () =>
      (
        await apiPost<ListPage<Payroll>>('filters/payrolls', filter, {
          skip: skipOf(page, PAGE_SIZE),
          limit: PAGE_SIZE,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** Uploads the files; `onProgress` gets 0–100 while sending. Answers the job that matches them. */
export function uploadPayslips(
  payslipDate: string,
  files: File[],
  onProgress: (percent: number) => void,
): Promise<JobStarted> {
  const form = new FormData();
  form.append('payslip_date', payslipDate);
  for (const file of files) form.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_ROOT}/payrolls/bulk`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: { data?: JobStarted; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: reported below with the generic message.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) resolve(body.data);
      else reject(new Error(body.message ?? 'Payslip is not uploaded'));
    };
    xhr.onerror = () => reject(new Error('Payslip is not uploaded'));
    xhr.send(form);
  });
}

/** The job with the items processed after position `after`. */
