// A save's failure shown inside the form it belongs to (forms that keep their messages on the page
// rather than in a toast). When the server could not be reached it offers Retry, which submits the
// form again as it now reads: nothing typed was cleared.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage, isUnreachable } from '../lib/api-client';

export function FailureAlert({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!error) return null;
  return (
    <Alert
      severity="error"
      action={
        isUnreachable(error) ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
