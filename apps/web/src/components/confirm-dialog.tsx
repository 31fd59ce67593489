// The confirmation popup of spec 000 §8 ('Are you sure?' … 'Yes'), and a hook that asks it as a promise.
// The hook loads the dialog (MUI Dialog) the first time it asks, not with the list that offers it.
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';

export interface ConfirmOptions {
  title: string;
  text: ReactNode;
  confirmText?: string;
  /** null: a notice with one button (a success, an error, an access popup). */
  cancelText?: string | null;
}

const LazyConfirmDialog = lazy(() =>
  import('./confirm-dialog-view').then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * `const { confirm, dialog } = useConfirm()`; render `{dialog}` once, then
 * `if (await confirm({ title, text })) …`. Needs no provider.
 */
export function useConfirm() {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  // Drawn from the first question on, so it can animate its closing.
  const [asked, setAsked] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback(
    (next: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setAsked(true);
        setOptions(next);
      }),
    [],
  );
  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  const dialog = asked && (
    <Suspense>
      <LazyConfirmDialog
        open={options !== null}
        title={options?.title ?? ''}
        text={options?.text ?? ''}
        confirmText={options?.confirmText}
        cancelText={options?.cancelText}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    </Suspense>
  );
  /** A popup with one OK button: 'Success!', 'Error!' or an access refusal (spec 001 §6, §8). */
  const notify = useCallback(
    (title: string, text: ReactNode) =>
      confirm({ title, text, confirmText: 'OK', cancelText: null }).then(() => {}),
    [confirm],
  );
  return { confirm, notify, dialog };
}
