// "Dashboard > Users": every item links except the last, which is where the user is.
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <MuiBreadcrumbs aria-label="breadcrumb" sx={{ fontSize: '0.875rem' }}>
      {items.map((item, index) =>
        item.to && index < items.length - 1 ? (
          <Link key={item.label} component={RouterLink} to={item.to} underline="hover" color="inherit">
            {item.label}
          </Link>
        ) : (
          <Typography key={item.label} color="text.primary" fontSize="inherit" aria-current="page">
            {item.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
