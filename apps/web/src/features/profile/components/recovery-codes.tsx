// The ten recovery codes, shown once after two-factor sign-in is turned on: copy, download, done.
import { Alert, Box, Button, Stack } from '@mui/material';
import { useSnackbar } from '../../../lib/toasts';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const text = `Staffdesk recovery codes (each works once)\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      enqueueSnackbar('Recovery codes copied', { variant: 'success' });
    } catch {
      enqueueSnackbar('Could not copy: select the codes and copy them yourself', { variant: 'error' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = Object.assign(document.createElement('a'), {
      href: url,
      download: 'staffdesk-recovery-codes.txt',
    });
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Save these recovery codes somewhere safe now. Each one signs you in once if you lose your phone, and
        they will not be shown again.
      </Alert>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, max-content)' },
          columnGap: 4,
          rowGap: 1,
          bgcolor: 'grey.50',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={copy}>
          Copy
        </Button>
        <Button variant="outlined" onClick={download}>
          Download
        </Button>
        <Button variant="contained" onClick={onDone}>
          I have saved them
        </Button>
      </Stack>
    </Stack>
  );
}
