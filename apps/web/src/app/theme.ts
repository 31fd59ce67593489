// A calm, professional theme: navy primary, white surfaces, compact-but-readable controls.
// Breakpoints follow spec §9 (320 … 1920 px); md = 800 px is where the sidebar stops being a drawer.
import { createTheme } from '@mui/material/styles';

export const SIDEBAR_WIDTH = 240;
export const HEADER_HEIGHT = 82;

// A user who asked the system for less motion gets none: MUI's transitions read theme.transitions.
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export const theme = createTheme({
  ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
  breakpoints: { values: { xs: 0, sm: 480, md: 800, lg: 1280, xl: 1920 } },
  palette: {
    primary: { main: '#1e3a5f', light: '#3b5b85', dark: '#12263f', contrastText: '#ffffff' },
    secondary: { main: '#0d7377' },
    // Status colours (chips, outlined text, alerts) at least 4.5:1 against white and a hovered row
    // (#f5f5f5), with white text on them when filled: MUI's defaults read 3.1-3.9:1 for info and
    // warning, which the invoice list's "Sent" chip showed (issue 22). Checked by the axe run.
    info: { main: '#0369a1' },
    success: { main: '#2e7d32' },
    warning: { main: '#b45309' },
    error: { main: '#c62828' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#1f2933', secondary: '#52606d' },
    divider: '#e4e7eb',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.5rem', fontWeight: 600 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    h4: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiListItemButton: { styleOverrides: { root: { borderRadius: 8 } } },
  },
});
