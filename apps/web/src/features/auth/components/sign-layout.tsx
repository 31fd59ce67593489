// The centred card with the brand that every sign-in screen sits in.
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Brand } from '../../../lib/brand';

export function SignLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
        background: 'linear-gradient(160deg, #1e3a5f 0%, #2c5282 45%, #f4f6f9 45.1%)',
      }}
    >
      <Box sx={{ mb: 3 }}>
        <Brand size={40} inverse />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 420, boxShadow: '0 12px 32px rgba(18, 38, 63, 0.16)', border: 0 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Typography variant="h2" component="h1" gutterBottom>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
