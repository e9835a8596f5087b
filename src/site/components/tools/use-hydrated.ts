import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and during hydration, true once React runs on the page (and at once on a
 * page reached by client-side navigation). The tools keep their controls disabled until then: a form
 * submitted before hydration would reload the page and lose what was typed, and options that depend on
 * the browser (such as localised country names) can only be rendered once the first client render has
 * matched the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
