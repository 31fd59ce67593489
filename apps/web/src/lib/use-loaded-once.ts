// Content that sits below something still loading waits for it to arrive once, so the arrival does
// not push that content down the screen (a layout shift, which Lighthouse scores: the holiday note
// under the year's holidays, an employee's leaves under its balance table).
import { useDeferredValue, useState } from 'react';

/**
 * True from the first render where `loaded` is true on (a later refetch does not hide anything
 * again). Deferred as DataTable's rows are: the table draws arrived rows in a deferred render, and
 * what waits for them appears in that same render, not one paint before them.
 */
export function useLoadedOnce(loaded: boolean): boolean {
  const [once, setOnce] = useState(loaded);
  // Derived state set while rendering: React draws again at once, before the browser paints.
  if (loaded && !once) setOnce(true);
  return useDeferredValue(once || loaded);
}
