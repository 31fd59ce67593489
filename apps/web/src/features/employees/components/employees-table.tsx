// The employee lists (spec 001 §2): hrms shows profile image, client logo, name with phone,
// employee ID, designation, skills and phone; the company list shows name, company e-mail, skills
// and the client logo. A row opens the view; the actions view and edit.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { EmployeeArea, EmployeeListItem } from '@staffdesk/shared';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CompanyCell } from '../../../components/company-cell';
import { type DataColumn, DataTable, type PagedListProps, pagedRows } from '../../../components/data-table';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { actionColumn, RecordActions } from '../../../components/record-actions';
import { AREA_PATHS } from './employee-paths';

export interface EmployeesTableProps extends PagedListProps<EmployeeListItem> {
  area: EmployeeArea;
}

export function EmployeesTable(props: EmployeesTableProps) {
  const { area } = props;
  const navigate = useNavigate();
  const paths = AREA_PATHS[area];
  const hrms = area === 'hrms';
  const columns: DataColumn<EmployeeListItem>[] = [
    {
      key: 'profile_image',
      header: '',
      card: 'hidden',
      width: 52,
      hidden: !hrms,
      render: (row) => (
        <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
          <InitialsAvatar image={row.profile_image} name={row.full_name} size={32} />
        </Box>
      ),
    },
    {
      key: 'full_name',
      header: 'Name',
      card: 'title',
      render: (row) => (
        <>
          <Link component={RouterLink} to={paths.view(row.id)} underline="hover" sx={{ fontWeight: 600 }}>
            {row.full_name}
          </Link>
          {row.is_revoked === 'Y' && (
            <Chip size="small" label="Blocked" color="error" variant="outlined" sx={{ ml: 1 }} />
          )}
          {hrms && row.phone && (
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
      render: (row) => <CompanyCell name={row.company_name ?? ''} logo={row.company_logo} />,
    },
    { key: 'employee_id', header: 'Employee ID', noWrap: true, hidden: !hrms },
    {
      key: 'company_email',
      header: 'Company Email',
      noWrap: true,
      hidden: hrms,
      render: (row) => row.company_email || '—',
    },
    { key: 'designation', header: 'Designation', hidden: !hrms, render: (row) => row.designation || '—' },
    { key: 'skills', header: 'Skills', render: (row) => row.skills || '—' },
    actionColumn((row) => (
      <RecordActions
        name={row.full_name}
        onEdit={() => navigate(paths.edit(row.id))}
        onView={() => navigate(paths.view(row.id))}
      />
    )),
  ];
  return (
    <DataTable
      aria-label="Employees"
      columns={columns}
      {...pagedRows(props)}
      getRowId={(row) => row.id}
      onRowClick={(row) => navigate(paths.view(row.id))}
    />
  );
}
