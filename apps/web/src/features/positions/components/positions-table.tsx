import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isClientViewer, POSITION_MESSAGES, type PositionListItem } from '@staffdesk/shared';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CompanyCell } from '../../../components/company-cell';
import { useConfirm } from '../../../components/confirm-dialog';
import { type DataColumn, DataTable, type PagedListProps, pagedRows } from '../../../components/data-table';
import { actionColumn, RecordActions } from '../../../components/record-actions';
import { useAccess } from '../../../lib/access';
import { errorMessage } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/format';
import { openFile } from '../../../lib/open-file';
import { useSnackbar } from '../../../lib/toasts';
import { useDeletePosition } from '../api/delete-position';
import { applicantsLink, JD_NOT_FOUND } from './position-links';

export type PositionsTableProps = PagedListProps<PositionListItem>;

/** '2 – 6 Year(s)', or '6 Month(s) – 2 Year(s)' when the units differ. */
export function experienceRange(row: PositionListItem): string {
  if (row.min_experience_type === row.max_experience_type)
    return `${row.min_experience_value} – ${row.max_experience}`;
  return `${row.min_experience} – ${row.max_experience}`;
}

/** A header that may take two lines when the column is narrow ('Max' over 'Salary'). */
const WrappingHeader = ({ children }: { children: string }) => (
  <Box component="span" sx={{ whiteSpace: 'normal' }}>
    {children}
  </Box>
);

export function PositionsTable(props: PositionsTableProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { user, can } = useAccess();
  const { confirm, dialog } = useConfirm();
  const deletePosition = useDeletePosition();
  const clientViewer = !!user && isClientViewer(user);
  const canEdit = can('edit-position');
  const canDelete = can('delete-position');

  const openJd = (row: PositionListItem) => {
    if (!row.job_description) return enqueueSnackbar(JD_NOT_FOUND, { variant: 'error' });
    openFile(row.job_description);
  };
  const remove = async (row: PositionListItem) => {
    const yes = await confirm({
      title: POSITION_MESSAGES.deleteConfirmTitle,
      text: POSITION_MESSAGES.deleteConfirmText,
      confirmText: 'Yes',
    });
    if (!yes) return;
    try {
      const result = await deletePosition.mutateAsync(row.id);
      enqueueSnackbar(result.message || POSITION_MESSAGES.deleted, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  const columns: DataColumn<PositionListItem>[] = [
    {
      key: 'position',
      header: 'Position',
      card: 'title',
      render: (row) => (
        <Box sx={{ minWidth: 120 }}>
          <Link
            component={RouterLink}
            to={`/positions/view/${row.id}`}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {row.position}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.8125rem' }}>
            {row.position_types}
          </Typography>
        </Box>
      ),
    },
    {
      // The logo and the name share a cell so the list fits a laptop screen.
      key: 'company',
      header: 'Company',
      hidden: clientViewer,
      render: (row) => <CompanyCell name={row.company_name} logo={row.company_logo} />,
    },
    { key: 'skills', header: 'Skills', render: (row) => <Box sx={{ minWidth: 100 }}>{row.skills}</Box> },
    {
      key: 'experience',
      header: 'Experience',
      noWrap: true,
      // Differing units make a long range: it takes two lines, breaking after the dash.
      render: (row) =>
        row.min_experience_type === row.max_experience_type ? (
          experienceRange(row)
        ) : (
          <>
            {row.min_experience} –<br />
            {row.max_experience}
          </>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) => (
        <Chip
          size="small"
          label={row.status}
          color={row.status.toLowerCase() === 'open' ? 'success' : 'default'}
          variant="outlined"
        />
      ),
    },
    {
      key: 'no_of_position',
      label: 'No. of Positions',
      // Two short lines: the numbers under it are narrow.
      header: (
        <>
          No. of
          <br />
          Positions
        </>
      ),
      align: 'right',
    },
    {
      key: 'max_salary',
      header: <WrappingHeader>Max Salary</WrappingHeader>,
      label: 'Max Salary',
      align: 'right',
      noWrap: true,
      render: (row) => formatAmount(row.max_salary) || '—',
    },
    {
      key: 'application_count',
      header: 'Applications',
      align: 'right',
      render: (row) =>
        row.application_count > 0 ? (
          <Link
            component={RouterLink}
            to={applicantsLink(row)}
            underline="hover"
            sx={{ fontWeight: 600 }}
            aria-label={`${row.application_count} applications for ${row.position}`}
          >
            {row.application_count}
          </Link>
        ) : (
          0
        ),
    },
    actionColumn((row) => (
      <RecordActions
        name={row.position}
        fileLabel="JD"
        onOpenFile={() => openJd(row)}
        onEdit={canEdit ? () => navigate(`/positions/edit/${row.id}`) : undefined}
        onDelete={canDelete ? () => void remove(row) : undefined}
      />
    )),
  ];

  return (
    <>
      <DataTable
        aria-label="Positions"
        columns={columns}
        {...pagedRows(props)}
        getRowId={(row) => row.id}
        minWidth={clientViewer ? 760 : 900}
        dense
      />
      {dialog}
    </>
  );
}
