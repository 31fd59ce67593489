// Starting a placement's timesheet of a month (POST timesheets, idempotent) and opening it: the
// agency's "No timesheet yet" list and an employee's own missing month both do it.
import type { TimesheetMissingItem } from '@staffdesk/shared';
import { useNavigate } from 'react-router';
import { useErrorToast } from '../../../lib/error-toast';
import { timesheetsApi } from '../api/timesheets-api';

export function useStartTimesheet(base: string, month: string) {
  const navigate = useNavigate();
  const create = timesheetsApi.useCreate();
  const showError = useErrorToast();
  const start = (row: TimesheetMissingItem) =>
    create.mutate(
      { placement_id: row.placement_id, month },
      {
        onSuccess: (answer) => navigate(`${base}/view/${answer.data.id}`),
        onError: (error) => showError(error),
      },
    );
  return { start, starting: create.isPending };
}
