// A Profile card with a heading and an optional button beside it (sessions, API keys).
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function ProfileCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            mb: 1.5,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="h3" component="h2">
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
