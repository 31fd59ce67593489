// The bulk upload's place on /hrms/payrolls: a button until hrms opens it, then the upload itself
// (bulk-upload.tsx, loaded then: its month picker, react-hook-form and the schema stay off the list's
// first load). Once open it stays, so a running job's progress stays in view.
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, useState } from 'react';

const BulkUpload = lazy(() => import('./bulk-upload').then((m) => ({ default: m.BulkUpload })));

export function BulkUploadLauncher() {
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <Suspense fallback={<LinearProgress aria-label="Loading the bulk upload" sx={{ mb: 2 }} />}>
        <BulkUpload />
      </Suspense>
    );
  }
  return (
    <Box sx={{ mb: 2 }}>
      <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setOpen(true)}>
        Bulk upload payslips
      </Button>
    </Box>
  );
}
