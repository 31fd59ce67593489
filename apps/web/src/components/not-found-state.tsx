// "Page not found" with a way back: the not-found route and every record page whose id is not a
// record (a bad id in the URL, or one the server does not know) show this one piece.
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface NotFoundStateProps {
  title?: string;
  text?: string;
  backTo: string;
  backLabel: string;
}

export function NotFoundState({
  title = 'Page not found',
  text = 'The page you are looking for does not exist or has moved.',
  backTo,
  backLabel,
}: NotFoundStateProps) {
  return (
    <Box sx={{ py: { xs: 6, md: 10 }, px: 2, textAlign: 'center' }}>
      <SearchOff aria-hidden sx={{ fontSize: 56, color: 'primary.light', mb: 1 }} />
      <Typography variant="h2" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={backTo} variant="contained">
        {backLabel}
      </Button>
    </Box>
  );
}
