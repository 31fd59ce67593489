// The employee's placements on its profile (issue 24): client, position, period, status, and the
// bill rate when the viewer is given it (hrms, the client). The employee itself sees no rate. hrms
// and the client open a placement from here.
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, PLACEMENT_STATUS_LABELS, type PlacementListItem } from '@staffdesk/shared';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useEmployeePlacements } from '../api/get-employee-placements';

const period = (p: PlacementListItem) =>
  p.end_date
    ? `${formatDate(p.start_date)} to ${formatDate(p.end_date)}`
    : `From ${formatDate(p.start_date)}`;

export interface EmployeePlacementsProps {
  employeeId: number;
  viewPath?: string;
  /** hrms: the new placement form started with this employee. */
  placeTo?: string;
}

export function EmployeePlacements({ employeeId, viewPath, placeTo }: EmployeePlacementsProps) {
  const placements = useEmployeePlacements(employeeId, true);
  const rows = placements.data?.list ?? [];
  if (placements.isPending) return <Typography color="text.secondary">Loading…</Typography>;
  const place = placeTo && (
    <Button component={RouterLink} to={placeTo} startIcon={<Add />} size="small" sx={{ mt: 1 }}>
      Place this employee
    </Button>
  );
  if (!rows.length)
    return (
      <>
        <Typography color="text.secondary">No placements yet</Typography>
        {place}
      </>
    );
  const billed = rows.some((p) => p.bill_rate !== undefined);
  return (
    <>
      <TableContainer tabIndex={0} role="region" aria-label="Placements table">
        <Table size="small" aria-label="Placements" sx={{ '& th, & td': { px: { xs: 0.5, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>Client</TableCell>
              <TableCell>Position</TableCell>
              <TableCell>Period</TableCell>
              <TableCell>Status</TableCell>
              {billed && <TableCell align="right">Bill Rate</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((p) => (
              <TableRow key={p.id}>
                <TableCell>
                  {viewPath ? (
                    <Link component={RouterLink} to={`${viewPath}/${p.id}`}>
                      {p.client_name}
                    </Link>
                  ) : (
                    p.client_name
                  )}
                </TableCell>
                <TableCell>{p.position_title ?? '—'}</TableCell>
                <TableCell>{period(p)}</TableCell>
                <TableCell>{PLACEMENT_STATUS_LABELS[p.status]}</TableCell>
                {billed && (
                  <TableCell align="right">
                    {p.bill_rate ? `${formatMoney(p.bill_rate, p.currency)} / ${p.bill_unit}` : '—'}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {place}
    </>
  );
}
