// The frame of every create/edit/view form: react-hook-form context, read-only fields in view mode,
// and the action row (Cancel + Save/Update/Edit). Edit and view wait for the record first.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../lib/api-client';
import { type FormMode, FormModeContext, FormSubmitButton, type FormSubmitButtonProps } from './form-mode';

export interface ResourceFormProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  mode: FormMode;
  onSubmit: SubmitHandler<TOutput>;
  children: ReactNode;
  loading?: boolean;
  /** Where Cancel (create, edit) or Close (view) goes. */
  cancelTo?: string;
  submit?: Omit<FormSubmitButtonProps, 'mode' | 'loading'>;
  'aria-label'?: string;
}

export function ResourceForm<TInput extends FieldValues, TOutput>({
  form,
  mode,
  onSubmit,
  children,
  loading,
  cancelTo,
  submit,
  'aria-label': ariaLabel,
}: ResourceFormProps<TInput, TOutput>) {
  return (
    <FormProvider {...form}>
      <FormModeContext.Provider value={mode}>
        <Paper
          component="form"
          variant="outlined"
          noValidate
          aria-label={ariaLabel}
          onSubmit={mode === 'view' ? (event) => event.preventDefault() : form.handleSubmit(onSubmit)}
          sx={{ p: { xs: 2, md: 3 } }}
        >
          {children}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 3 }}>
            {cancelTo && (
              <Button component={RouterLink} to={cancelTo} color="inherit" variant="outlined">
                {mode === 'view' ? 'Close' : 'Cancel'}
              </Button>
            )}
            <FormSubmitButton mode={mode} loading={loading} {...submit} />
          </Box>
        </Paper>
      </FormModeContext.Provider>
    </FormProvider>
  );
}

/** Edit and view pages show the form only once the record has loaded, or the load error. */
export function RecordGate({
  loading,
  error,
  children,
}: {
  loading: boolean;
  error: unknown;
  children: ReactNode;
}) {
  if (error) {
    return (
      <Alert severity="error" variant="outlined">
        {errorMessage(error)}
      </Alert>
    );
  }
  if (loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }} role="status" aria-label="Loading">
        <CircularProgress />
      </Box>
    );
  }
  return <>{children}</>;
}
