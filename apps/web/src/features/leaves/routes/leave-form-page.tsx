// The leave form of spec 001 §5 Leave in the three areas (create, view, edit); after save it goes
// to the view page of the same area. Balanced types show 'Available leave: N' and hide the apply
// button when the days exceed it (the server refuses the same). Total days is the server's count on
// the employee's client calendar (its weekly offs and holidays, and the agency's mandatory ones).

import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BALANCED_LEAVE_TYPES,
  type Leave,
  type LeaveBody,
  leaveInput,
  LEAVE_MESSAGES as M,
} from '@staffdesk/shared';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DateInput } from '../../../components/date-input';
import { FailureAlert } from '../../../components/failure-alert';
import { ResourceHeader } from '../../../components/resource-header';
import { formatDate } from '../../../lib/format';
import {
  useApprovers,
  useEmployeeOptions,
  useLeave,
  useLeaveBalance,
  useLeaveDays,
  useLeaveStatuses,
  useLeaveTypes,
  useSaveLeave,
} from '../api/leaves-api';
import { CancelLeaveButton } from '../components/cancel-leave-button';
import { useLeaveArea } from '../components/leave-area';
import { LeaveBalanceTable } from '../components/leave-balance-table';

interface Values {
  employee_id: number | null;
  leave_type_slug: string;
  from_date: string;
  to_date: string;
  approver_email: string[];
  status_slug: string;
  leave_reason: string;
  reason: string;
}
const EMPTY: Values = {
  employee_id: null,
  leave_type_slug: '',
  from_date: '',
  to_date: '',
  approver_email: [],
  status_slug: '',
  leave_reason: '',
  reason: '',
};
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const fromLeave = (l: Leave): Values => ({
  employee_id: l.employee_id,
  leave_type_slug: l.leave_type_slug,
  from_date: l.from_date,
  to_date: l.to_date,
  approver_email: l.approver_email.split(','),
  status_slug: l.status_slug,
  leave_reason: l.leave_reason ?? '',
  reason: '',
});

function LeaveView({
  leave,
  own,
  onEdit,
  onClose,
}: {
  leave: Leave;
  own: boolean;
  onEdit?: () => void;
  onClose: () => void;
}) {
  const rows: [string, string][] = [
    ['Employee', `${leave.first_name} ${leave.last_name}`],
    ['Company', leave.company_name ?? '-'],
    ['Leave Type', leave.leave_type],
    ['From date', formatDate(leave.from_date)],
    ['To date', formatDate(leave.to_date)],
    ['Total days', String(leave.total_days)],
    ['Approver(s)', leave.approver_email.split(',').join(', ')],
    ['Status', leave.status],
    ['Leave reason', leave.leave_reason ?? '-'],
  ];
  if (leave.approved_by_email) rows.push(['Approved by', leave.approved_by_email]);
  if (leave.rejected_by_email) rows.push(['Rejected by', leave.rejected_by_email]);
  return (
    <Card>
      <CardContent>
        <Stack spacing={1}>
          {rows.map(([label, value]) => (
            <Stack key={label} direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
              <Typography sx={{ minWidth: 160, fontWeight: 600 }}>{label}</Typography>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
            </Stack>
          ))}
          {leave.comment.length > 0 && (
            <Stack spacing={0.5}>
              <Typography sx={{ fontWeight: 600 }}>Comments</Typography>
              {leave.comment.map((c) => (
                <Typography key={`${c.rejectedBy}-${c.created_at}`}>
                  {c.rejectedBy}: {c.reason}
                </Typography>
              ))}
            </Stack>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ pt: 1, flexWrap: 'wrap' }}>
            {onEdit && (
              <Button variant="contained" onClick={onEdit}>
                Edit
              </Button>
            )}
            {own && <CancelLeaveButton leave={leave} />}
            <Button color="inherit" onClick={onClose}>
              Close
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function LeaveFormPage() {
  const { base, own, resource } = useLeaveArea();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const record = useLeave(id);
  // A decided leave (approved, rejected, cancelled) is only viewed, in every area: no Edit tab or
  // button, and its edit URL shows the view (docs/decisions.md, "UI leftovers").
  const decided = !!record.data && record.data.status_slug !== 'pending';
  const { pathname } = useLocation();
  const viewing = (!!id && !pathname.includes('/edit/')) || decided;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (record.data) setValues(fromLeave(record.data));
  }, [record.data]);

  const employees = useEmployeeOptions(!own);
  const employeeId = own ? null : values.employee_id;
  const [approverSearch, setApproverSearch] = useState('');
  const approvers = useApprovers(employeeId, own || !!employeeId, useDeferredValue(approverSearch));
  // Names of every approver seen, so a chosen one keeps its label when a search no longer lists it.
  const approverNames = useRef(new Map<string, string>());
  for (const a of approvers.data ?? []) approverNames.current.set(a.email, a.name);
  const types = useLeaveTypes().data ?? [];
  const statuses = useLeaveStatuses().data ?? [];
  // A half-typed date is held as 'Invalid Date' until it is whole (components/date-input.tsx).
  const fromDay = isDay(values.from_date) ? values.from_date : '';
  const toDay = isDay(values.to_date) ? values.to_date : '';
  const year = Number((fromDay || new Date().toISOString()).slice(0, 4));
  // The leave counts against its from date's year; the table shows that year until another is picked.
  const balance = useLeaveBalance(own, employeeId, year);
  // A pick holds while the from date stays in the year it was made under.
  const [picked, setPicked] = useState<{ under: number; year: number } | null>(null);
  const shownYear = picked?.under === year ? picked.year : year;
  const shownBalance = useLeaveBalance(own, employeeId, shownYear);
  const save = useSaveLeave();

  // The server's count on the employee's client calendar; 0 until both dates are whole and in order.
  const counted = useLeaveDays(own, employeeId, fromDay, toDay);
  const days = fromDay && toDay && fromDay <= toDay ? (counted.data ?? 0) : 0;
  const balanced = BALANCED_LEAVE_TYPES.includes(values.leave_type_slug);
  const row = balance.data?.find((r) => r.slug === values.leave_type_slug);
  // When editing, the leave's own days are already held in the balance.
  const held =
    record.data &&
    record.data.leave_type_slug === values.leave_type_slug &&
    record.data.status_slug !== 'rejected'
      ? record.data.total_days
      : 0;
  const available = row ? row.remaining_leaves + held : null;
  const exceeded = balanced && available !== null && days > available;

  // Nothing until the leave has loaded: a decided leave at its edit URL must never flash the form.
  if (id && !record.data) return null;
  if (viewing && record.data) {
    return (
      <Stack spacing={2}>
        <ResourceHeader resource={resource} screen="view" id={id} editable={!decided} />
        <LeaveView
          leave={record.data}
          own={own}
          onEdit={decided ? undefined : () => navigate(`${base}/edit/${id}`)}
          onClose={() => navigate(base)}
        />
      </Stack>
    );
  }

  // Every field, selects included, drops its own error as soon as it changes, not at the next Save.
  const change = (next: Partial<Values>) => {
    setValues({ ...values, ...next });
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !(name in next))));
  };
  const set = (name: keyof Values) => (e: { target: { value: string } }) =>
    change({ [name]: e.target.value });
  const field = (name: keyof Values) => ({ error: !!errors[name], helperText: errors[name] });
  const submit = async () => {
    const parsed = leaveInput.safeParse(values);
    const next: Record<string, string> = {};
    if (!parsed.success) for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
    if (!own && !values.employee_id) next.employee_id = M.employeeRequired;
    if (!own && !values.status_slug) next.status_slug = M.statusRequired;
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length) return;
    try {
      const saved = await save.mutateAsync({
        id,
        body: { ...values, status_slug: own ? '' : (values.status_slug as LeaveBody['status_slug']) },
      });
      navigate(`${base}/view/${saved.data.id}`);
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Stack spacing={2}>
      <ResourceHeader resource={resource} screen={id ? 'edit' : 'create'} id={id} />
      <Card>
        <CardContent>
          <Stack spacing={2} sx={{ maxWidth: 640 }}>
            {!own && (
              <TextField
                label="Employee"
                select
                required
                disabled={!!id}
                value={values.employee_id ?? ''}
                onChange={(e) => change({ employee_id: Number(e.target.value) || null, approver_email: [] })}
                {...field('employee_id')}
              >
                {(employees.data ?? []).map((e) => (
                  <MenuItem key={e.id} value={e.id}>
                    {e.full_name} ({e.company_email ?? e.employee_id})
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              label="Leave Type"
              select
              required
              value={values.leave_type_slug}
              onChange={set('leave_type_slug')}
              {...field('leave_type_slug')}
            >
              {types.map((t) => (
                <MenuItem key={t.slug} value={t.slug}>
                  {t.type}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DateInput
                label="From date"
                required
                value={values.from_date}
                onChange={(from_date) => change({ from_date })}
                {...field('from_date')}
              />
              <DateInput
                label="To date"
                required
                value={values.to_date}
                minDate={values.from_date}
                onChange={(to_date) => change({ to_date })}
                {...field('to_date')}
              />
            </Stack>
            <Typography>Total days: {days}</Typography>
            {balanced && available !== null && <Typography>{M.available(Math.max(available, 0))}</Typography>}
            <Autocomplete
              multiple
              options={(approvers.data ?? []).map((a) => a.email)}
              getOptionLabel={(email) => {
                const name = approverNames.current.get(email);
                return name && name !== email ? `${name} <${email}>` : email;
              }}
              // The server searches (it answers at most 50); the typed text is not filtered again here.
              filterOptions={(options) => options}
              onInputChange={(_, text, reason) => {
                if (reason === 'input' || reason === 'clear') setApproverSearch(text);
                else if (reason === 'reset') setApproverSearch('');
              }}
              value={values.approver_email}
              onChange={(_, approver_email) => change({ approver_email })}
              renderInput={(p) => (
                <TextField {...p} label="Approver(s)" required {...field('approver_email')} />
              )}
            />
            {!own && (
              <TextField
                label="Status"
                select
                required
                value={values.status_slug}
                onChange={set('status_slug')}
                {...field('status_slug')}
              >
                {statuses.map((s) => (
                  <MenuItem key={s.slug} value={s.slug}>
                    {s.status}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {!own && values.status_slug === 'rejected' && (
              <TextField
                label="Reason for rejection"
                multiline
                minRows={3}
                value={values.reason}
                onChange={set('reason')}
                {...field('reason')}
              />
            )}
            <TextField
              label="Leave reason"
              multiline
              minRows={3}
              value={values.leave_reason}
              onChange={set('leave_reason')}
              {...field('leave_reason')}
            />
            <FailureAlert error={failure} onRetry={submit} />
            {exceeded ? (
              <Alert severity="warning">{M.exceeded}</Alert>
            ) : (
              <Stack direction="row" spacing={1}>
                <Button variant="contained" onClick={submit} disabled={save.isPending}>
                  {id ? 'Update' : 'Save'}
                </Button>
                <Button color="inherit" onClick={() => navigate(base)}>
                  Close
                </Button>
              </Stack>
            )}
          </Stack>
        </CardContent>
      </Card>
      {(own || employeeId) && (
        <LeaveBalanceTable
          rows={shownBalance.data}
          loading={shownBalance.isFetching}
          year={shownYear}
          onYearChange={(y) => setPicked({ under: year, year: y })}
        />
      )}
    </Stack>
  );
}
