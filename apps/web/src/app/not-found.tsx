import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NotFoundState } from '../components/not-found-state';
import { homePath, useSession } from '../lib/session';

export function NotFoundPage() {
  const { user } = useSession();
  return (
    <Box>
      <Typography variant="h1" sx={{ pt: 4, textAlign: 'center', fontSize: '4rem', color: 'primary.light' }}>
        404
      </Typography>
      <NotFoundState backTo={homePath(user)} backLabel="Go to home" />
    </Box>
  );
}
