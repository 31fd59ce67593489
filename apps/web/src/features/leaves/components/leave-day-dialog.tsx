// Who is away on one day of the leave calendar, a page at a time (GET leaves/calendar/day): a busy
// month's calendar shows counts per day, and this names them when a day is opened.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { useLeaveCalendarDay } from '../api/leaves-api';

export function LeaveDayDialog({
  date,
  onClose,
  onOpenLeave,
}: {
  /** YYYY-MM-DD, or null while closed. */
  date: string | null;
  onClose: () => void;
  onOpenLeave: (id: number) => void;
}) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useLeaveCalendarDay(date, page);
  const close = () => {
    setPage(1);
    onClose();
  };
  const title = date ? `Away on ${formatDate(date)}` : '';
  return (
    <Dialog open={!!date} onClose={close} fullWidth maxWidth="md" aria-labelledby="leave-day-title">
      <DialogTitle id="leave-day-title">{title}</DialogTitle>
      <DialogContent dividers sx={{ p: { xs: 1, sm: 2 } }}>
        <DataTable
          aria-label={title}
          rows={data?.list}
          loading={isFetching}
          getRowId={(row) => row.id}
          count={data?.count ?? 0}
          page={page}
          onPageChange={setPage}
          onRowClick={(row) => onOpenLeave(row.id)}
          emptyText="No one is away on this day"
          columns={[
            {
              key: 'name',
              header: 'Employee',
              card: 'title',
              noWrap: true,
              render: (r) => `${r.first_name} ${r.last_name}`,
            },
            { key: 'company_name', header: 'Company', render: (r) => r.company_name ?? '-' },
            { key: 'leave_type', header: 'Leave Type' },
            { key: 'from_date', header: 'From', noWrap: true, render: (r) => formatDate(r.from_date) },
            { key: 'to_date', header: 'To', noWrap: true, render: (r) => formatDate(r.to_date) },
            { key: 'status', header: 'Status' },
          ]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
