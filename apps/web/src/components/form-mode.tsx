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

/** A record id from the URL: digits only, above 0 and exact; anything else ('abc', '0', '1.5') is none. */
export function recordIdOf(param: string | undefined): number | undefined {
  if (!param || !/^\d+$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

/** The list a record page belongs to: '/positions/view/7' → '/positions'. */
export function listPathOf(pathname: string): string {
  const segments = pathname.split('/');
  const at = segments.findIndex((segment) => segment === 'view' || segment === 'edit');
  return at > 0 ? segments.slice(0, at).join('/') || '/' : '/';
}

/**
 * The mode and record id of the current form route. `badId` is true on a view or edit page whose
 * URL names no possible record: the page shows "not found" instead of asking the server.
 */
export function useFormMode(): { mode: FormMode; id: number | undefined; badId: boolean } {
  const { pathname } = useLocation();
  const params = useParams();
  const mode = formModeOf(pathname);
  const id = recordIdOf(params.id);
  return { mode, id, badId: mode !== 'create' && id === undefined };
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
  /** View mode: false leaves Edit out (a record this viewer may no longer change). */
  editable?: boolean;
  disabled?: boolean;
}

export function FormSubmitButton({
  mode,
  loading = false,
  editTo,
  onEdit,
  editable = true,
  disabled,
}: FormSubmitButtonProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (mode === 'view') {
    if (!editable) return null;
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
