// The submit of a create/edit form (spec §4): create → success toast → the new record's view page;
// update (with the updated_at the form loaded, so a newer row answers 409) → toast → view page;
// a failure shows the server's message as an error toast; an unreachable server's toast offers Retry
// (lib/error-toast.tsx), and the form keeps what was typed either way.

import { useNavigate } from 'react-router';
import type { ApiResult } from '../lib/api-client';
import { useErrorToast } from '../lib/error-toast';
import { useSnackbar } from '../lib/toasts';
import type { FormMode } from './form-mode';

export interface SaveRecordOptions<TBody> {
  mode: FormMode;
  /** The loaded record, in edit mode. */
  record: { id: number; updated_at: string } | undefined;
  viewPath: (id: number) => string;
  create: (body: TBody) => Promise<ApiResult<{ id: number }>>;
  update: (args: { id: number; body: TBody & { updated_at: string } }) => Promise<ApiResult<unknown>>;
}

export function useSaveRecord<TBody>({ mode, record, viewPath, create, update }: SaveRecordOptions<TBody>) {
  const { enqueueSnackbar } = useSnackbar();
  const showError = useErrorToast();
  const navigate = useNavigate();
  const save = async (body: TBody): Promise<void> => {
    try {
      if (mode === 'create') {
        const result = await create(body);
        enqueueSnackbar(result.message, { variant: 'success' });
        navigate(viewPath(result.data.id));
      } else if (record) {
        const result = await update({ id: record.id, body: { ...body, updated_at: record.updated_at } });
        enqueueSnackbar(result.message, { variant: 'success' });
        navigate(viewPath(record.id));
      }
    } catch (error) {
      showError(error, () => save(body));
    }
  };
  return save;
}
