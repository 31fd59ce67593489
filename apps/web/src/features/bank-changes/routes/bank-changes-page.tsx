// /accounts/bank-changes: partners' and employees' bank changes, pending first (issue 21). Each row
// names the record, who asked and when, and each changed field masked, old → new. A second person
// confirms or rejects with a reason; the maker's own change cannot be confirmed by it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  BANK_CHANGE_MESSAGES,
  BANK_CHANGE_STATUSES,
  type BankChangeListItem,
  type BankChangeStatus,
} from '@staffdesk/shared';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePageParam } from '../../../components/use-page-param';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSnackbar } from '../../../lib/toasts';
import { useBankChanges, useConfirmBankChange } from '../api/bank-changes-api';

// The reject dialog (its form, react-hook-form and the schema) loads when first opened.
const RejectBankChangeDialog = lazy(() =>
  import('../components/reject-bank-change-dialog').then((m) => ({ default: m.RejectBankChangeDialog })),
);

const M = BANK_CHANGE_MESSAGES;
const STATUS_LABEL: Record<BankChangeStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
};
const STATUS_COLOR = { pending: 'warning', confirmed: 'success', rejected: 'default' } as const;
const ENTITY = {
  partner: { label: 'Partner', path: (id: number) => `/partners/view/${id}` },
  employee: { label: 'Employee', path: (id: number) => `/hrms/employees/view/${id}` },
};

/** The status of the URL (?status=…), pending when none; 'all' shows every status. */
function useStatusParam(): [BankChangeStatus | undefined, (status: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? 'pending';
  const status = (BANK_CHANGE_STATUSES as readonly string[]).includes(raw)
    ? (raw as BankChangeStatus)
    : undefined;
  return [status, (next) => setParams({ status: next }, { replace: true })];
}

const orNone = (value: string | null) => value ?? '—';

function ChangedFields({ change }: { change: BankChangeListItem }) {
  return (
    <Stack component="ul" spacing={0.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {change.fields.map((field) => (
        <li key={field.label}>
          <Typography variant="body2">
            {field.label}: {orNone(field.old_value)} → <strong>{orNone(field.new_value)}</strong>
          </Typography>
        </li>
      ))}
    </Stack>
  );
}

function Decision({ change }: { change: BankChangeListItem }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" label={STATUS_LABEL[change.status]} color={STATUS_COLOR[change.status]} />
      {change.decided_at && (
        <Typography variant="caption" color="text.secondary">
          by {orNone(change.decided_by_name)} on {formatDateTime(change.decided_at)}
        </Typography>
      )}
      {change.reason && <Typography variant="caption">Reason: {change.reason}</Typography>}
    </Stack>
  );
}

export function BankChangesPage() {
  const [page, setPage] = usePageParam();
  const [status, setStatus] = useStatusParam();
  const { data, isFetching } = useBankChanges(page, status);
  const confirmChange = useConfirmBankChange();
  const { confirm, dialog } = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const [rejecting, setRejecting] = useState<BankChangeListItem | null>(null);

  const onConfirm = async (change: BankChangeListItem) => {
    if (!(await confirm({ title: 'Are you sure?', text: `${M.confirmText} of ${change.record_name}` })))
      return;
    try {
      const result = await confirmChange.mutateAsync(change.id);
      enqueueSnackbar(result.message, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <Stack spacing={2}>
      <PageHeader
        title="Bank changes"
        breadcrumbs={[{ label: 'Dashboard', to: '/' }, { label: 'Accounts' }, { label: 'Bank changes' }]}
      />
      <Typography variant="body2" color="text.secondary">
        A changed bank account is used only once a second person confirms it. Call the partner or employee on
        a number you already hold before you confirm.
      </Typography>
      <Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Status"
          value={status ?? 'all'}
          onChange={(_, next: string | null) => {
            // One write of the URL: the status alone, so the list starts again at page 1. A second
            // write in the same click (setPage) read the old URL and put the old status back.
            if (next) setStatus(next);
          }}
        >
          {BANK_CHANGE_STATUSES.map((s) => (
            <ToggleButton key={s} value={s}>
              {STATUS_LABEL[s]}
            </ToggleButton>
          ))}
          <ToggleButton value="all">All</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <DataTable
        aria-label="Bank changes"
        rows={data?.list}
        loading={isFetching}
        getRowId={(row) => row.id}
        count={data?.count ?? 0}
        countIsLowerBound={data?.countIsLowerBound}
        page={page}
        onPageChange={setPage}
        emptyText={status === 'pending' ? 'No bank change is waiting for confirmation' : 'No data found'}
        columns={[
          {
            key: 'record',
            header: 'Record',
            card: 'title',
            render: (r) => (
              <Box>
                <Typography variant="caption" color="text.secondary" component="div">
                  {ENTITY[r.entity].label}
                </Typography>
                <Link component={RouterLink} to={ENTITY[r.entity].path(r.entity_id)}>
                  {r.record_name}
                </Link>
              </Box>
            ),
          },
          { key: 'fields', header: 'Change', render: (r) => <ChangedFields change={r} /> },
          {
            key: 'requested',
            header: 'Requested',
            render: (r) => (
              <Box>
                <Typography variant="body2">{orNone(r.requested_by_name)}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(r.requested_at)}
                </Typography>
              </Box>
            ),
          },
          { key: 'status', header: 'Status', render: (r) => <Decision change={r} /> },
          {
            key: 'actions',
            header: 'Action',
            card: 'actions',
            stickyRight: true,
            render: (r) =>
              r.status === 'pending' && (
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      variant="contained"
                      disabled={r.own}
                      onClick={() => onConfirm(r)}
                      aria-label={`Confirm bank change of ${r.record_name}`}
                    >
                      Confirm
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      onClick={() => setRejecting(r)}
                      aria-label={`Reject bank change of ${r.record_name}`}
                    >
                      Reject
                    </Button>
                  </Stack>
                  {r.own && (
                    <Typography variant="caption" color="text.secondary">
                      Your change: another person confirms it
                    </Typography>
                  )}
                </Stack>
              ),
          },
        ]}
      />
      {rejecting && (
        <Suspense>
          <RejectBankChangeDialog change={rejecting} onClose={() => setRejecting(null)} />
        </Suspense>
      )}
      {dialog}
    </Stack>
  );
}
