// Forms have create, edit and view modes (spec 000 §4). The mode comes from the route
// (/x/create, /x/edit/:id, /x/view/:id); the submit button reads Save, Update or Edit.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { createContext, useContext } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

export type FormMode = 'create' | 'edit' | 'view';

export function formModeOf(pathname: string): FormMode {
  const segments = pathname.split('/');
  if (segments.includes('edit')) return 'edit';
  if (segments.includes('view')) return 'view';
  return 'create';
}

/** The mode and record id of the current form route. */
export function useFormMode(): { mode: FormMode; id: number | undefined } {
  const { pathname } = useLocation();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  return { mode: formModeOf(pathname), id: Number.isFinite(id) ? id : undefined };
}

export const FormModeContext = createContext<FormMode>('create');

/** Fields read this to become read-only on a view page. */
export const useFieldReadOnly = () => useContext(FormModeContext) === 'view';

export const SUBMIT_LABELS: Record<FormMode, string> = { create: 'Save', edit: 'Update', view: 'Edit' };

export interface FormSubmitButtonProps {
  mode: FormMode;
  loading?: boolean;
  /** View mode: where Edit goes; defaults to this path with /view/ replaced by /edit/. */
  editTo?: string;
  /** View mode: runs instead of navigating (e.g. to refuse editing yourself). */
  onEdit?: () => void;
  disabled?: boolean;
}

export function FormSubmitButton({ mode, loading = false, editTo, onEdit, disabled }: FormSubmitButtonProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (mode === 'view') {
    return (
      <Button
        type="button"
        variant="contained"
        disabled={disabled}
        onClick={() => (onEdit ? onEdit() : navigate(editTo ?? pathname.replace('/view/', '/edit/')))}
      >
        {SUBMIT_LABELS.view}
      </Button>
    );
  }
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={disabled || loading}
      aria-busy={loading}
      startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
      sx={{ minWidth: 96 }}
    >
      {SUBMIT_LABELS[mode]}
    </Button>
  );
}
