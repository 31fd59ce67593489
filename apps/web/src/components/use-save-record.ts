// The submit of a create/edit form (spec §4): create → success toast → the new record's view page;
// update (with the updated_at the form loaded, so a newer row answers 409) → toast → view page;
// a failure shows the server's message as an error toast.

import { useNavigate } from 'react-router';
import type { ApiResult } from '../lib/api-client';
import { errorMessage } from '../lib/api-client';
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
  const navigate = useNavigate();
  return async (body: TBody) => {
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
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
}
