// The documents of a client, partner or employee (spec 001 §3, §4, §5): rows of a document type
// (select, or type a new one to create it in the module's group) and an uploaded file. A row counts
// only with both (the shared schema drops the others); removing an uploaded file asks first, then
// says 'Document has been removed'. In view mode the saved documents are a type label and a
// download link each, or 'No document found'.
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DOCUMENT_MESSAGES, type DocumentItem, emptyDocumentRow, type UploadFolder } from '@staffdesk/shared';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useCreateLookup, useLookup, withCurrent } from '../lib/lookups';
import { useSnackbar } from '../lib/toasts';
import { useConfirm } from './confirm-dialog';
import { FormFileUpload } from './form-file-upload';
import { useFieldReadOnly } from './form-mode';
import { FormSelectOrCreate } from './form-select-or-create';

export interface FormDocumentRowsProps {
  /** The document-type group of the module: 'client', 'partners', 'employee'. */
  groupKey: string;
  /** The record's saved documents, so their types read by name before the list loads. */
  saved?: DocumentItem[];
  name?: string;
  folderName?: UploadFolder;
}

/** The saved documents as links (view mode). */
export function DocumentList({ documents }: { documents: DocumentItem[] }) {
  if (documents.length === 0) {
    return <Typography color="text.secondary">{DOCUMENT_MESSAGES.noDocuments}</Typography>;
  }
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
      {documents.map((doc) => (
        <Box component="li" key={doc.id} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 600, minWidth: 140 }}>
            {doc.document_type}
          </Typography>
          <Link href={doc.document} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }}>
            {doc.document_name || 'Download'}
          </Link>
        </Box>
      ))}
    </Box>
  );
}

/** Removing an uploaded file asks first, then says 'Document has been removed' (any file row). */
export function useConfirmDocumentRemove() {
  const { confirm, dialog } = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const confirmRemove = async () => {
    const yes = await confirm({
      title: 'Are you sure?',
      text: DOCUMENT_MESSAGES.removeConfirmText,
      confirmText: 'Yes',
    });
    if (yes) enqueueSnackbar(DOCUMENT_MESSAGES.removed, { variant: 'success' });
    return yes;
  };
  return { confirmRemove, dialog };
}

export function FormDocumentRows({
  groupKey,
  saved = [],
  name = 'documents',
  folderName = 'documents',
}: FormDocumentRowsProps) {
  const readOnly = useFieldReadOnly();
  const { control } = useFormContext();
  const rows = useFieldArray({ control, name });
  const types = useLookup('document-types', { parent: { group_key: groupKey } });
  const createType = useCreateLookup('document-types', { group_key: groupKey });
  const { confirmRemove, dialog } = useConfirmDocumentRemove();
  const typeOptions = withCurrent(
    types.options,
    saved.map((doc) => ({ id: doc.document_type_id, label: doc.document_type })),
  );

  if (readOnly) return <DocumentList documents={saved} />;
  return (
    <Box>
      {rows.fields.map((row, index) => (
        <Grid container spacing={2} key={row.id} sx={{ mb: 2, alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <FormSelectOrCreate
              name={`${name}.${index}.document_type_id`}
              label={`Document type ${index + 1}`}
              options={typeOptions}
              loading={types.loading}
              onCreate={createType}
            />
          </Grid>
          <Grid size={{ xs: 10, md: 6 }}>
            <FormFileUpload
              name={`${name}.${index}.document`}
              nameField={`${name}.${index}.document_name`}
              label={`Document ${index + 1}`}
              folderName={folderName}
              errorMessage={DOCUMENT_MESSAGES.notUploaded}
              confirmRemove={confirmRemove}
            />
          </Grid>
          <Grid size={{ xs: 2, md: 1 }} sx={{ display: 'flex', justifyContent: 'flex-end', pt: 3 }}>
            <Tooltip title={`Remove document row ${index + 1}`}>
              <IconButton aria-label={`Remove document row ${index + 1}`} onClick={() => rows.remove(index)}>
                <DeleteOutline />
              </IconButton>
            </Tooltip>
          </Grid>
        </Grid>
      ))}
      <Button
        startIcon={<Add />}
        variant="outlined"
        size="small"
        onClick={() => rows.append(emptyDocumentRow())}
      >
        Add document
      </Button>
      {dialog}
    </Box>
  );
}
