import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { homePath, useSession } from '../lib/session';

export function NotFoundPage() {
  const { user } = useSession();
  return (
    <Box sx={{ py: 10, px: 2, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: '4rem', color: 'primary.light', mb: 1 }}>
        404
      </Typography>
      <Typography variant="h2" component="p" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button component={RouterLink} to={homePath(user)} variant="contained">
        Go to home
      </Button>
    </Box>
  );
}
