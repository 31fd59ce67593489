// A titled group of fields inside a ResourceForm ("Billing details", "Documents").
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Grid size={12} sx={{ mt: 1 }}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem' }}>
          {title}
        </Typography>
      </Grid>
      {children}
    </>
  );
}
