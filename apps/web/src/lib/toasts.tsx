// Toasts (notistack) load with the first one: notistack and its style engine cost every page's
// first paint ~30 ms of script on a phone (docs/performance.md), and most visits show no toast.
// `useSnackbar` stands in for notistack's own, with the one call the app makes; ToastHost (in the
// page providers) mounts notistack's provider once a toast is asked for, then shows what waited.
import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';
import { lazy, Suspense, useSyncExternalStore } from 'react';

type Show = (message: SnackbarMessage, options?: OptionsObject) => unknown;
type Close = (key?: SnackbarKey) => void;

let show: Show | undefined;
let close: Close | undefined;
let waiting: Parameters<Show>[] = [];
let wanted = false;
const listeners = new Set<() => void>();

function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject) {
  if (show) {
    show(message, options);
    return;
  }
  waiting.push([message, options]);
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Closes a shown toast (its key is what an `action` is called with). */
function closeSnackbar(key?: SnackbarKey) {
  close?.(key);
}

const TOASTS = { enqueueSnackbar, closeSnackbar };

/** `const { enqueueSnackbar, closeSnackbar } = useSnackbar()`, as with notistack. */
export const useSnackbar = () => TOASTS;

/** Called by the mounted provider (toasts-provider.tsx) with notistack's enqueue and close, and with nothing when it goes. */
export function attachToasts(enqueue: Show | undefined, dismiss?: Close) {
  show = enqueue;
  close = dismiss;
  if (!enqueue) return;
  const shown = waiting;
  waiting = [];
  for (const toast of shown) enqueue(...toast);
}

const ToastsProvider = lazy(() => import('./toasts-provider'));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where toasts show: nothing until the first is asked for. */
export function ToastHost() {
  const on = useSyncExternalStore(subscribe, () => wanted);
  return on ? (
    <Suspense fallback={null}>
      <ToastsProvider />
    </Suspense>
  ) : null;
}
