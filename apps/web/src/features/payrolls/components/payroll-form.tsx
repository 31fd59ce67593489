// One payroll form in three modes (/hrms/payrolls/create, /edit/:id, /view/:id; spec 001 §3
// Payroll, §5): the employee chosen by e-mail, the payslip PDF and its date. The server refuses a
// second payslip for the employee's month (409); the form then asks whether to replace it and, on
// Yes, sends the same body with `replace`. After a save, the payroll's view (spec §4).
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import {
  PAYROLL_MESSAGES,
  type Payroll,
  type PayrollBody,
  type PayrollInput,
  payrollBody,
} from '@staffdesk/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { FormDateField } from '../../../components/form-date-field';
import { FormFileUpload } from '../../../components/form-file-upload';
import type { FormMode } from '../../../components/form-mode';
import { ResourceForm } from '../../../components/resource-form';
import { ApiError, type ApiResult } from '../../../lib/api-client';
import { useErrorToast } from '../../../lib/error-toast';
import { useSnackbar } from '../../../lib/toasts';
import { EmployeeEmailField } from './employee-email-field';

const M = PAYROLL_MESSAGES;

export interface PayrollFormProps {
  mode: FormMode;
  record?: Payroll;
  viewPath: (id: number) => string;
  editTo?: string;
  cancelTo: string;
  onEdit?: () => void;
  create: (body: PayrollInput) => Promise<ApiResult<{ id: number }>>;
  update: (args: { id: number; body: PayrollInput }) => Promise<ApiResult<unknown>>;
}

const valuesOf = (record?: Payroll): PayrollBody => ({
  user_id: record?.user_id ?? '',
  payslip: record?.payslip ?? null,
  payslip_name: record?.payslip_name ?? '',
  payslip_date: record?.payslip_date ?? '',
  updated_at: record?.updated_at,
});

/** The server's "this month already has a payslip" answer, which a confirmed replace overrides. */
const isDuplicate = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === M.duplicate;

export function PayrollForm({
  mode,
  record,
  viewPath,
  editTo,
  cancelTo,
  onEdit,
  create,
  update,
}: PayrollFormProps) {
  const form = useForm<PayrollBody, unknown, PayrollInput>({
    resolver: zodResolver(payrollBody),
    defaultValues: valuesOf(record),
  });
  const { confirm, dialog } = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const showError = useErrorToast();
  const navigate = useNavigate();

  const send = (body: PayrollInput) =>
    record
      ? update({ id: record.id, body }).then((r) => ({ ...r, id: record.id }))
      : create(body).then((r) => ({ ...r, id: r.data.id }));

  const save = async (body: PayrollInput) => {
    try {
      let result: { message: string; id: number };
      try {
        result = await send(body);
      } catch (error) {
        if (!isDuplicate(error)) throw error;
        const replace = await confirm({
          title: 'Are you sure?',
          text: M.replaceConfirmText,
          confirmText: 'Replace',
          cancelText: 'Cancel',
        });
        if (!replace) return;
        result = await send({ ...body, replace: true });
      }
      enqueueSnackbar(result.message, { variant: 'success' });
      navigate(viewPath(result.id));
    } catch (error) {
      showError(error, () => save(body));
    }
  };

  return (
    <>
      <ResourceForm
        aria-label="Payroll"
        form={form}
        mode={mode}
        onSubmit={save}
        loading={form.formState.isSubmitting}
        cancelTo={cancelTo}
        submit={{ editTo, onEdit }}
      >
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, md: 6 }}>
            <EmployeeEmailField
              current={
                record && {
                  user_id: record.user_id,
                  email: record.email,
                  full_name: record.full_name,
                  employee_id: record.employee_id,
                }
              }
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormDateField name="payslip_date" label="Payslip Date" required />
          </Grid>
          <Grid size={12}>
            <FormFileUpload
              name="payslip"
              nameField="payslip_name"
              label="Payslip"
              folderName="payslips"
              accept="application/pdf,.pdf"
              required
              errorMessage={M.payslipRequired}
            />
          </Grid>
        </Grid>
      </ResourceForm>
      {dialog}
    </>
  );
}
