// A MUI Tooltip that loads on first use: a list's row actions need its code (Tooltip and Popper,
// ~6 KiB gzip) only when someone points at or tabs to one, not to show the list. Until then the
// child is drawn as it is; it carries its own accessible name (aria-label), the tooltip only shows it.
//
// Putting the Tooltip around the child remounts the child, so a child never changes while the pointer
// or the focus is on it (a tap would lose its click, a keyboard user the focus): the first one
// pointed at gets its tooltip from the next time, every other one as soon as the code is there.
import type TooltipType from '@mui/material/Tooltip';
import { cloneElement, type ReactElement, useState, useSyncExternalStore } from 'react';

let Tooltip: typeof TooltipType | null = null;
let requested = false;
const listeners = new Set<() => void>();

function load() {
  if (requested) return;
  requested = true;
  void import('@mui/material/Tooltip').then((m) => {
    Tooltip = m.default;
    for (const listener of listeners) listener();
  });
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

type Handler = (event: never) => void;
type Child = ReactElement<Record<'onPointerEnter' | 'onPointerLeave' | 'onFocus' | 'onBlur', Handler>>;

export function LazyTooltip({ title, children }: { title: string; children: Child }) {
  const Loaded = useSyncExternalStore(subscribe, () => Tooltip);
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const [wrapped, setWrapped] = useState(false);
  // Once wrapped, always wrapped (React allows this update while rendering: it renders again at once).
  if (Loaded && !wrapped && !pointer && !focus) setWrapped(true);
  if (Loaded && wrapped) return <Loaded title={title}>{children}</Loaded>;
  return cloneElement(children, {
    onPointerEnter: () => {
      setPointer(true);
      load();
    },
    onPointerLeave: () => setPointer(false),
    onFocus: () => {
      setFocus(true);
      load();
    },
    onBlur: () => setFocus(false),
  });
}
