// One employee form for the three variants of spec 001 §2: /hrms/employees (everything),
// /company/employees (without the client, HR, account, documents and company HR detail) and
// /employee/profile (its own, most fields read-only, no Close). Create/edit/view as spec §4.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  companyEmailDomainMessage,
  EMPLOYEE_MESSAGES,
  type Employee,
  type EmployeeArea,
  type EmployeeBody,
  type EmployeeLeaveRow,
  employeeBody,
  employeeHrmsBody,
  employeeProfileBody,
  type HideableEmployeeField,
  hasOrgDomain,
  hiddenEmployeeFields,
} from '@staffdesk/shared';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useConfirm } from '../../../components/confirm-dialog';
import type { FormMode } from '../../../components/form-mode';
import { ResourceForm } from '../../../components/resource-form';
import { useSaveRecord } from '../../../components/use-save-record';
import { useAccess } from '../../../lib/access';
import type { ApiResult } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/toasts';
import { useOrganisation } from '../api/get-organisation';
import { useCreateEmployee, useUpdateEmployee, useUpdateOwnProfile } from '../api/save-employee';
import { employeeToFormValues, emptyEmployeeValues, leaveValues } from './employee-form-values';
import { AccountSection, CompanyHrSection, DocumentsSection, HrSection } from './employee-hr-sections';
import { PersonalSection, ProfessionalSection } from './employee-main-sections';
import { AREA_PATHS } from './employee-paths';
import { EmployeePlacements } from './employee-placements';
import { FormSection } from './form-section';
import { InterviewStatusList } from './interview-status-list';
import { LeaveCounts } from './leave-counts';

/** Where a placement listed on the profile opens (the employee has no placement page of its own). */
const PLACEMENT_VIEW: Record<EmployeeArea, string | undefined> = {
  hrms: '/hrms/placements/view',
  company: '/company/placements/view',
  employee: undefined,
};

const SCHEMAS = { hrms: employeeHrmsBody, company: employeeBody, employee: employeeProfileBody };

export interface EmployeeFormProps {
  area: EmployeeArea;
  mode: FormMode;
  record?: Employee;
  /** A new employee's starting values (empty, or pre-filled from an applicant). */
  initial?: EmployeeBody;
  /** A new employee's leave rows (each type at its default). */
  defaultLeaves?: EmployeeLeaveRow[];
}

export function EmployeeForm({ area, mode, record, initial, defaultLeaves = [] }: EmployeeFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const { confirm, dialog } = useConfirm();
  const org = useOrganisation();
  const hidden = useMemo(() => hiddenEmployeeFields(area), [area]);
  const shows = (field: HideableEmployeeField) => !hidden.has(field);
  const self = area === 'employee';
  const paths = AREA_PATHS[area];
  const leaves = record?.leaves ?? defaultLeaves;
  const { can } = useAccess();
  const form = useForm<EmployeeBody, unknown, EmployeeBody>({
    resolver: zodResolver(SCHEMAS[area]) as unknown as Resolver<EmployeeBody>,
    defaultValues: record
      ? employeeToFormValues(record)
      : { ...(initial ?? emptyEmployeeValues()), leave_types: leaveValues(defaultLeaves) },
  });
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const updateOwn = useUpdateOwnProfile();
  const save = useSaveRecord<EmployeeBody>({
    mode,
    record,
    viewPath: paths.view,
    create: create.mutateAsync as (body: EmployeeBody) => Promise<ApiResult<{ id: number }>>,
    update: self ? updateOwn.mutateAsync : update.mutateAsync,
  });

  const onSubmit = async (values: EmployeeBody) => {
    const email = String(values.flipkoins_email ?? '');
    // Spec §5: the company e-mail must be on the staffing company's own domain; the message shows
    // for 2 seconds and nothing is sent (the server checks it again).
    if (area === 'hrms' && org.data && !hasOrgDomain(email, org.data.org_email_domain)) {
      enqueueSnackbar(companyEmailDomainMessage(org.data.org_name), {
        variant: 'error',
        autoHideDuration: 2000,
      });
      return;
    }
    if (mode === 'create') {
      const yes = await confirm({
        title: 'Are you sure?',
        text: `${EMPLOYEE_MESSAGES.createConfirmText} ${email}`,
        confirmText: EMPLOYEE_MESSAGES.createConfirmTitle,
      });
      if (!yes) return;
    }
    await save(values);
  };

  const cancelTo =
    mode === 'view'
      ? (paths.list ?? undefined)
      : mode === 'edit' && record
        ? paths.view(record.id)
        : (paths.list ?? undefined);
  const sectionProps = { record, shows, self };
  return (
    <ResourceForm
      aria-label="Employee"
      form={form}
      mode={mode}
      onSubmit={onSubmit}
      loading={form.formState.isSubmitting}
      cancelTo={cancelTo}
      submit={{ editTo: record ? paths.edit(record.id) : undefined }}
    >
      <PersonalSection {...sectionProps} />
      <ProfessionalSection {...sectionProps} />
      {shows('ctc') && <HrSection {...sectionProps} />}
      {shows('company_hr_ctc') && <CompanyHrSection />}
      {shows('account_number') && <AccountSection {...sectionProps} />}
      {shows('documents') && <DocumentsSection {...sectionProps} />}
      <FormSection title="Leave Counts">
        <LeaveCounts rows={leaves} editable={area === 'hrms'} />
      </FormSection>
      {mode === 'view' && record && can('placements') && (
        <FormSection title="Placements">
          <EmployeePlacements
            employeeId={record.id}
            viewPath={PLACEMENT_VIEW[area]}
            placeTo={area === 'hrms' ? `/hrms/placements/create?employee_id=${record.id}` : undefined}
          />
        </FormSection>
      )}
      {shows('interview_status') && mode === 'view' && record?.applicant_id && (
        <FormSection title="Interview Status">
          <InterviewStatusList applicantId={record.applicant_id} rows={record.interview_status ?? []} />
        </FormSection>
      )}
      {dialog}
    </ResourceForm>
  );
}
