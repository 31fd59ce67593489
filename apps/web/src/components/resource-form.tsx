// The frame of every create/edit/view form: react-hook-form context, read-only fields in view mode,
// and the action row (Cancel + Save/Update/Edit). Edit and view wait for the record first. A Save
// with errors brings the first one into view and focuses it, however long the form.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  type FieldValues,
  FormProvider,
  type SubmitHandler,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import { ApiError, errorMessage } from '../lib/api-client';
import {
  type FormMode,
  FormModeContext,
  FormSubmitButton,
  type FormSubmitButtonProps,
  listPathOf,
  useFormMode,
} from './form-mode';
import { NotFoundState } from './not-found-state';
import { revealFirstError } from './reveal-first-error';

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
  const formRef = useRef<HTMLFormElement>(null);
  // A failed Save asks for the reveal; it happens once that Save's errors are on the page (react-hook-
  // form publishes them after the invalid callback), and after react-hook-form's own focus attempt,
  // which follows registration order rather than the page's.
  const revealAsked = useRef(false);
  const { errors, submitCount } = useFormState({ control: form.control });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each publication of a Save's errors; the body reads them from the page
  useEffect(() => {
    if (!revealAsked.current || !formRef.current) return;
    revealAsked.current = false;
    const container = formRef.current;
    setTimeout(() => container.isConnected && revealFirstError(container));
  }, [errors, submitCount]);
  return (
    <FormProvider {...form}>
      <FormModeContext.Provider value={mode}>
        <Paper
          component="form"
          ref={formRef}
          variant="outlined"
          noValidate
          aria-label={ariaLabel}
          onSubmit={
            mode === 'view'
              ? (event) => event.preventDefault()
              : form.handleSubmit(onSubmit, () => {
                  revealAsked.current = true;
                })
          }
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

/**
 * Edit and view pages show the form only once the record has loaded, or the load error. An id that
 * names no record (not a whole number above 0, or one the server answers 404 for) shows "not found"
 * with a way back to the list instead of a spinner or the server's validation text.
 */
export function RecordGate({
  loading,
  error,
  children,
  fromPath = true,
}: {
  loading: boolean;
  error: unknown;
  children: ReactNode;
  /** false on pages whose record is not named in the path (a profile: the viewer's own). */
  fromPath?: boolean;
}) {
  const badId = useFormMode().badId && fromPath;
  const { pathname } = useLocation();
  const unknownId = error instanceof ApiError && error.status === 404;
  if (badId || unknownId) {
    return (
      <NotFoundState
        title="Record not found"
        // Spec §4: a failed load shows its error; the server says which record ("User not found").
        text={unknownId ? error.message : 'This record does not exist or has been deleted.'}
        backTo={listPathOf(pathname)}
        backLabel="Back to the list"
      />
    );
  }
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
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  return <>{children}</>;
}
