// A company in a list: its logo (or initials) beside its name. The logo is decoration: the name
// beside it says who it is, so screen readers hear the name once.
import Box from '@mui/material/Box';
import { InitialsAvatar } from './initials-avatar';

export function CompanyCell({ name, logo }: { name: string; logo: string | null | undefined }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 110 }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', flexShrink: 0 }}>
        <InitialsAvatar image={logo} name={name} variant="rounded" size={28} />
      </Box>
      <span>{name}</span>
    </Box>
  );
}
