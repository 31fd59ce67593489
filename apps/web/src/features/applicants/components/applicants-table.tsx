import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  APPLICANT_MESSAGES,
  type ApplicantListItem,
  canSeeApplicantField,
  isClientViewer,
} from '@staffdesk/shared';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CompanyCell } from '../../../components/company-cell';
import { useConfirm } from '../../../components/confirm-dialog';
import { type DataColumn, DataTable, type PagedListProps, pagedRows } from '../../../components/data-table';
import { actionColumn, RecordActions } from '../../../components/record-actions';
import { useAccess } from '../../../lib/access';
import { errorMessage } from '../../../lib/api-client';
import { formatAmount, formatDate } from '../../../lib/format';
import { openFile } from '../../../lib/open-file';
import { useSnackbar } from '../../../lib/toasts';
import { useDeleteApplicant } from '../api/delete-applicant';

export type ApplicantsTableProps = PagedListProps<ApplicantListItem>;

/** A header that may take two lines when the column is narrow ('Notice' over 'Period'). */
const WrappingHeader = ({ children }: { children: string }) => (
  <Box component="span" sx={{ whiteSpace: 'normal' }}>
    {children}
  </Box>
);

/**
 * Two values in one cell (or two headers over one column), the second in grey: current over expected
 * CTC, experience over notice period. The space keeps the two apart in the text read aloud.
 */
const TwoLines = ({ first, second, wrap }: { first: string; second: string; wrap?: boolean }) => (
  <>
    <Box component="span" sx={{ display: 'block' }}>
      {`${first} `}
    </Box>
    <Box
      component="span"
      sx={{ display: 'block', color: 'text.secondary', whiteSpace: wrap ? 'normal' : undefined }}
    >
      {second}
    </Box>
  </>
);

const experience = (row: ApplicantListItem) => `${row.total_experience} Year(s)`;

const amount = (value: string | null | undefined) => formatAmount(value) || '—';

export function ApplicantsTable(props: ApplicantsTableProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { user, can } = useAccess();
  const { confirm, dialog } = useConfirm();
  const deleteApplicant = useDeleteApplicant();
  const clientViewer = !!user && isClientViewer(user);
  const sees = (field: Parameters<typeof canSeeApplicantField>[1]) =>
    !!user && canSeeApplicantField(user, field);
  const showPhone = sees('phone');
  const canEdit = can('edit-applicant');
  const canDelete = can('delete-applicant');

  // Staff open the resume; client viewers, who never see it, open the CV made for them.
  const openCv = (row: ApplicantListItem) => {
    const cv = clientViewer ? row.client_cv : row.cv;
    if (!cv) return enqueueSnackbar(APPLICANT_MESSAGES.resumeNotFound, { variant: 'error' });
    openFile(cv);
  };
  const remove = async (row: ApplicantListItem) => {
    const yes = await confirm({
      title: APPLICANT_MESSAGES.deleteConfirmTitle,
      text: APPLICANT_MESSAGES.deleteConfirmText,
      confirmText: 'Yes',
    });
    if (!yes) return;
    try {
      const result = await deleteApplicant.mutateAsync(row.id);
      enqueueSnackbar(result.message || APPLICANT_MESSAGES.deleted, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  const columns: DataColumn<ApplicantListItem>[] = [
    {
      // The phone sits under the name (for those who may see it) so the list fits a laptop screen.
      key: 'full_name',
      header: 'Name',
      card: 'title',
      render: (row) => (
        <>
          <Link
            component={RouterLink}
            to={`/applicants/view/${row.id}`}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {row.full_name}
          </Link>
          {showPhone && row.phone && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ fontSize: '0.8125rem', whiteSpace: 'nowrap' }}
            >
              {row.phone}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'company_name',
      header: 'Client',
      hidden: clientViewer,
      render: (row) => <CompanyCell name={row.company_name} logo={row.company_logo} />,
    },
    {
      key: 'position',
      header: 'Position',
      render: (row) => <Box sx={{ minWidth: 96 }}>{row.position}</Box>,
    },
    {
      key: 'interview_status',
      header: <WrappingHeader>Interview Status</WrappingHeader>,
      label: 'Interview Status',
      render: (row) =>
        row.interview_status[0] ? (
          <Chip
            size="small"
            variant="outlined"
            color="primary"
            label={row.interview_status[0].status}
            title={row.interview_status[0].status}
            sx={{ maxWidth: 120 }}
          />
        ) : (
          '—'
        ),
    },
    {
      // Staff read the notice period under the experience; client viewers, who see fewer columns,
      // keep both columns.
      key: 'total_experience',
      header: clientViewer ? 'Experience' : <TwoLines first="Experience" second="Notice Period" wrap />,
      label: clientViewer ? 'Experience' : 'Experience / Notice Period',
      noWrap: true,
      render: (row) =>
        clientViewer ? experience(row) : <TwoLines first={experience(row)} second={row.notice_period} />,
    },
    { key: 'skills', header: 'Skills', render: (row) => <Box sx={{ minWidth: 90 }}>{row.skills}</Box> },
    clientViewer
      ? {
          key: 'client_ctc',
          header: 'CTC',
          align: 'right',
          noWrap: true,
          hidden: !sees('client_ctc'),
          render: (row) => amount(row.client_ctc),
        }
      : {
          // Staff read both CTCs in one cell, current over expected, as the header says.
          key: 'ctc',
          header: <TwoLines first="Current CTC" second="Expected CTC" />,
          label: 'Current / Expected CTC',
          align: 'right',
          noWrap: true,
          hidden: !sees('current_ctc') || !sees('expected_ctc'),
          render: (row) => <TwoLines first={amount(row.current_ctc)} second={amount(row.expected_ctc)} />,
        },
    {
      key: 'notice_period',
      header: <WrappingHeader>Notice Period</WrappingHeader>,
      label: 'Notice Period',
      noWrap: true,
      hidden: !clientViewer,
    },
    {
      key: 'joining_date',
      header: <WrappingHeader>Joining Date</WrappingHeader>,
      label: 'Joining Date',
      noWrap: true,
      render: (row) => formatDate(row.joining_date) || '—',
    },
    { key: 'source', header: 'Source', hidden: !sees('source'), render: (row) => row.source || '—' },
    actionColumn((row) => (
      <RecordActions
        name={row.full_name}
        fileLabel="CV"
        onOpenFile={() => openCv(row)}
        onEdit={canEdit ? () => navigate(`/applicants/edit/${row.id}`) : undefined}
        onDelete={canDelete ? () => void remove(row) : undefined}
      />
    )),
  ];

  return (
    <>
      <DataTable
        aria-label="Applicants"
        columns={columns}
        {...pagedRows(props)}
        getRowId={(row) => row.id}
        minWidth={clientViewer ? 820 : 960}
        dense
      />
      {dialog}
    </>
  );
}
