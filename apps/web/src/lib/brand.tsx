// The product mark: the favicon's badge plus the name.
import { Box, Typography } from '@mui/material';

export function Brand({ size = 36, inverse = false }: { size?: number; inverse?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        aria-hidden
        sx={{
          width: size,
          height: size,
          borderRadius: `${Math.round(size / 4.5)}px`,
          bgcolor: inverse ? 'common.white' : 'primary.main',
          color: inverse ? 'primary.main' : 'common.white',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: size * 0.45,
          flexShrink: 0,
        }}
      >
        SD
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size * 0.55,
          letterSpacing: '-0.01em',
          color: inverse ? 'common.white' : 'primary.main',
        }}
      >
        Staffdesk
      </Typography>
    </Box>
  );
}
