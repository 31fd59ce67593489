// The delete flow of spec 001 §8: 'Are you sure?' with the module's text (Yes/Cancel), then the
// delete, then a 'Success!' popup with the module's text or an 'Error!' popup with the server's
// message. A record the viewer may never delete (its own company or partner) is refused with the
// module's warning before asking; the server refuses it as well.
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';
import { useConfirm } from './confirm-dialog';

export const DELETE_CONFIRM_TITLE = 'Are you sure?';

export interface DeleteRecordOptions<T> {
  /** 'You want to delete the client'. */
  confirmText: string;
  /** 'Client has been deleted' (shown under 'Success!'). */
  successText: string;
  /** Runs the delete; rejects with the server's message. */
  remove: (row: T) => Promise<unknown>;
  /** A warning that refuses the delete up front, e.g. "Warning: You can't delete your company". */
  refuse?: (row: T) => string | undefined;
}

export function useDeleteRecord<T>({ confirmText, successText, remove, refuse }: DeleteRecordOptions<T>): {
  askDelete: (row: T) => Promise<void>;
  /** Access popups and the like share the same dialog. */
  notify: (title: string, text: ReactNode) => Promise<void>;
  dialog: ReactNode;
} {
  const { confirm, notify, dialog } = useConfirm();
  const askDelete = async (row: T) => {
    const warning = refuse?.(row);
    if (warning) return notify('Warning', warning);
    if (!(await confirm({ title: DELETE_CONFIRM_TITLE, text: confirmText, confirmText: 'Yes' }))) return;
    try {
      await remove(row);
      await notify('Success!', successText);
    } catch (error) {
      await notify('Error!', errorMessage(error));
    }
  };
  return { askDelete, notify, dialog };
}
