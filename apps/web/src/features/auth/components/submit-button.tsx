// While a sign form is submitting, a spinner takes the button's place (spec 000 §4).
import { Box, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';

export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Box sx={{ height: 44, display: 'grid', placeItems: 'center', mt: 1 }}>
      {loading ? (
        <CircularProgress size={28} aria-label="Submitting" />
      ) : (
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ height: 44 }}>
          {children}
        </Button>
      )}
    </Box>
  );
}
