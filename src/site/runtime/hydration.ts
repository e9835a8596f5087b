import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether any component has been committed in this browser yet. Never set on the server, where effects do not
 * run, so the server render and the hydration render agree.
 */
let committed = false;

export function hasCommitted(): boolean {
  return committed;
}

export function markCommitted(): void {
  committed = true;
}

/**
 * A part of the page whose hydration waits for its own task (runtime/deferred-hydration.tsx). While it hydrates,
 * the rest of the page has long been committed, but its components must still render what the server did.
 */
export interface HydrationRegion {
  hydrating: boolean;
}

export const HydrationRegionContext = createContext<HydrationRegion | null>(null);

/**
 * False in the server render and during hydration, true once the page runs in the browser (and at once on a
 * page reached by client-side navigation). The tools keep their controls disabled until then: a form
 * submitted before hydration would reload the page and lose what was typed, and options that depend on
 * the browser (such as localised country names) can only be rendered once the first client render has
 * matched the server's HTML.
 *
 * Not useSyncExternalStore's server snapshot: preact/compat, which renders the site, ignores it and reads the
 * browser's value on the server and in the hydration render too.
 */
export function useHydrated(): boolean {
  const region = useContext(HydrationRegionContext);
  const [hydrated, setHydrated] = useState(() => committed && !region?.hydrating);
  useEffect(() => {
    committed = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the one render after hydration is what this hook is for
    setHydrated(true);
  }, []);
  return hydrated;
}

/**
 * useSyncExternalStore with React's contract for the server snapshot, which preact/compat does not keep:
 * `getServerSnapshot` in the server render and the hydration render, the store's own value after.
 */
export function useExternalStore<T>(subscribe: (listener: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const hydrated = useHydrated();
  const value = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return hydrated ? value : getServerSnapshot();
}
