// The "Current Interview Status" group (spec 000 §4, §5): one row per interview step with its
// status (creatable inline), comment and date. Rows are added and removed; removal is offered only
// while more than one row exists.
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ApplicantBody } from '@staffdesk/shared';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-fields';
import { useFieldReadOnly } from '../../../components/form-mode';
import { FormSelectOrCreate } from '../../../components/form-select-or-create';
import type { LookupOption } from '../../../components/select-or-create';
import { useCreateLookup, useLookup, withCurrent } from '../../../lib/lookups';
import { newInterviewRow } from './applicant-form-values';

export function InterviewRows({ current = [] }: { current?: LookupOption[] }) {
  const { control } = useFormContext<ApplicantBody>();
  const readOnly = useFieldReadOnly();
  const { fields, append, remove } = useFieldArray({ control, name: 'interview_status' });
  const statuses = useLookup('interview-status');
  const createStatus = useCreateLookup('interview-status');
  const options = withCurrent(statuses.options, current);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={`Interview ${index + 1}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, pt: 1.5 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
            {/* Under the group's h2 "Current Interview Status" (subtitle2 alone would be an h6). */}
            <Typography variant="subtitle2" component="h3" color="text.secondary">
              Interview {index + 1}
            </Typography>
            {!readOnly && fields.length > 1 && (
              <Tooltip title={`Remove interview ${index + 1}`}>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={`Remove interview ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 7, md: 4 }}>
              <FormSelectOrCreate
                name={`interview_status.${index}.interview_status`}
                label="Status"
                options={options}
                loading={statuses.loading}
                onCreate={createStatus}
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 5, md: 3 }}>
              <FormDateField name={`interview_status.${index}.date`} label="Date" required />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <FormTextField
                name={`interview_status.${index}.comment`}
                label="Comment"
                required
                multiline
                minRows={1}
                maxRows={6}
              />
            </Grid>
          </Grid>
        </Box>
      ))}
      {!readOnly && (
        <Box>
          <Button
            startIcon={<Add />}
            variant="outlined"
            size="small"
            onClick={() => append(newInterviewRow())}
          >
            Add interview status
          </Button>
        </Box>
      )}
    </Box>
  );
}
