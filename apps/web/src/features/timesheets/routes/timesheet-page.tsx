// /employee|hrms|company/timesheets/view/:id: one timesheet, filled, submitted, approved, rejected or
// reopened on this page as the viewer may (issue 24).
import { useFormMode } from '../../../components/form-mode';
import { RecordGate } from '../../../components/resource-form';
import { ResourceHeader } from '../../../components/resource-header';
import { timesheetsApi } from '../api/timesheets-api';
import { useTimesheetArea } from '../components/timesheet-area';
import { TimesheetEditor } from '../components/timesheet-editor';

export function TimesheetPage() {
  const { resource } = useTimesheetArea();
  const { id } = useFormMode();
  const record = timesheetsApi.useRecord(id);
  return (
    <>
      <ResourceHeader resource={resource} screen="view" id={id} editable={false} />
      <RecordGate loading={record.isPending} error={record.error}>
        {record.data && (
          <TimesheetEditor key={`${record.data.id}-${record.data.updated_at}`} record={record.data} />
        )}
      </RecordGate>
    </>
  );
}
