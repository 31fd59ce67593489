// Uploads one file to POST master/upload-file with its folder, shows a loader meanwhile, then a link
// with the file name (or the picture) and a delete control that clears it (spec 000 §4).

import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UploadFile from '@mui/icons-material/UploadFile';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { UploadFolder } from '@staffdesk/shared';
import { useId, useRef, useState } from 'react';
import { apiPost, errorMessage } from '../lib/api-client';
import { useSnackbar } from '../lib/toasts';

export interface UploadedFile {
  url: string;
  name: string;
}

export interface FileUploadProps {
  label: string;
  folderName: UploadFolder;
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  /** Shown as an error toast when the upload fails, e.g. 'User profile image is not uploaded'. */
  errorMessage: string;
  /** Show the picture instead of a link, and accept images only. */
  image?: boolean;
  accept?: string;
  readOnly?: boolean;
  /** Marks the label with the asterisk other required fields show (not on a view page). */
  required?: boolean;
  error?: boolean;
  helperText?: string;
  /** Asked before the file is removed (a document row: 'You want to remove the uploaded document'). */
  confirmRemove?: () => Promise<boolean>;
}

export async function uploadFile(folderName: UploadFolder, file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('folderName', folderName);
  body.append('file', file);
  const { data } = await apiPost<{ uploaded_url: string; original_name: string }>('master/upload-file', body);
  return { url: data.uploaded_url, name: data.original_name };
}

export function FileUpload({
  label,
  folderName,
  value,
  onChange,
  errorMessage: failureMessage,
  image = false,
  accept,
  readOnly = false,
  required = false,
  error,
  helperText,
  confirmRemove,
}: FileUploadProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { enqueueSnackbar } = useSnackbar();
  const [uploading, setUploading] = useState(false);
  const [reason, setReason] = useState<string | null>(null);

  const upload = async (file: File) => {
    setUploading(true);
    setReason(null);
    try {
      onChange(await uploadFile(folderName, file));
    } catch (cause) {
      enqueueSnackbar(failureMessage, { variant: 'error' });
      setReason(errorMessage(cause));
    } finally {
      setUploading(false);
    }
  };

  const remove = (
    <Tooltip title={`Remove ${label.toLowerCase()}`}>
      <IconButton
        aria-label={`Remove ${label.toLowerCase()}`}
        size="small"
        onClick={async () => {
          if (!confirmRemove || (await confirmRemove())) onChange(null);
        }}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Tooltip>
  );

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
        {/* The name the input and button take: the label alone, without the marker. */}
        <span id={`${inputId}-label`}>{label}</span>
        {required && !readOnly && (
          // Like MUI's own required labels: a thin space and an asterisk, hidden from screen readers.
          <span aria-hidden="true">&thinsp;*</span>
        )}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 40, flexWrap: 'wrap' }}>
        {uploading && <CircularProgress size={24} aria-label="Uploading" />}
        {!uploading && value && image && (
          <Avatar src={value.url} alt={value.name} variant="rounded" sx={{ width: 64, height: 64 }} />
        )}
        {!uploading && value && (
          <Link href={value.url} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }}>
            {value.name}
          </Link>
        )}
        {!uploading && value && !readOnly && remove}
        {!uploading && !value && readOnly && (
          <Typography variant="body2" color="text.secondary">
            None
          </Typography>
        )}
        {!uploading && !value && !readOnly && (
          // A real button that opens the hidden file input (a <label> given a button role is not a
          // button to assistive technology); the field's label describes it.
          <>
            <Button
              variant="outlined"
              size="small"
              startIcon={<UploadFile />}
              aria-describedby={`${inputId}-label`}
              onClick={() => input.current?.click()}
            >
              Choose file
            </Button>
            <input
              ref={input}
              hidden
              type="file"
              tabIndex={-1}
              aria-labelledby={`${inputId}-label`}
              accept={accept ?? (image ? 'image/*' : undefined)}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
          </>
        )}
      </Box>
      {(reason || helperText) && (
        <FormHelperText error={error || !!reason}>{reason ?? helperText}</FormHelperText>
      )}
    </Box>
  );
}
