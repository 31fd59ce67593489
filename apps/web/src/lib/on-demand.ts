// A piece of the page whose code loads the first time it is wanted (a menu, a dialog), held as
// state rather than behind <Suspense>: the load's answer is an ordinary update that draws it at
// once, where a suspended boundary waits for React's retry, which other work can keep putting off.
import { type ComponentType, useCallback, useRef, useState } from 'react';

/**
 * `const [Menu, loadMenu] = useOnDemand(() => import('./menu').then((m) => m.Menu))`: Menu is null
 * until loadMenu() has been called once and the code has arrived. Calling it again costs nothing,
 * so a button can call it on pointer-enter and focus (to start early) as well as on click.
 */
export function useOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<P> } | null>(null);
  const requested = useRef(false);
  const request = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void load().then((Component) => setLoaded({ Component }));
  }, [load]);
  return [loaded?.Component ?? null, request] as const;
}
