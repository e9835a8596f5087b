import { startTransition, useEffect, useState } from 'react';

/** Whether every part of the first page has hydrated (src/site/runtime/deferred-hydration.tsx). */
let firstPageHydrated = false;

export function markFirstPageHydrated(): void {
  firstPageHydrated = true;
}

/**
 * False in the server render and while React hydrates the server's HTML, true once the part runs in the
 * browser (and from the first render on a page reached by client-side navigation). The tools keep their
 * controls disabled until then: a form submitted before hydration would reload the page and lose what was typed,
 * and options that depend on the browser (such as localised country names) can only be rendered once hydration
 * has matched the server's HTML.
 *
 * The change to true is a transition: an urgent update (useSyncExternalStore's, for one) reaching a part of the
 * page React has not hydrated yet makes React throw that part's server HTML away and render it afresh (its
 * error 421), where a transition waits for the part to hydrate first.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(firstPageHydrated);
  useEffect(() => {
    // Already true on a page reached by navigation: React skips setting the same value.
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
