import { Suspense, useEffect, useState, type ReactElement } from 'react';
import { HYDRATED_MARK } from './hydrated-mark';
import { markFirstPageHydrated } from './hydration';

/**
 * Parts of the first page that React has not hydrated yet. Each registers when the part around it commits
 * and settles when its own content has hydrated; the page is marked hydrated (HYDRATED_MARK, which the browser
 * tests and benchmarks wait for) once none is left.
 */
let unsettled = 0;
let firstRenderDone = false;

function markIfSettled(): void {
  if (!firstRenderDone || unsettled > 0) return;
  markFirstPageHydrated();
  if (performance.getEntriesByName(HYDRATED_MARK).length === 0) performance.mark(HYDRATED_MARK);
}

/** Called once the first render has committed (gatsby-browser's onInitialClientRender): a page with no deferred parts is marked then. */
export function firstRenderCommitted(): void {
  firstRenderDone = true;
  markIfSettled();
}

/** One deferred part: counted while it waits, whichever of its two effects runs first. */
class Part {
  private counted = false;
  private settled = false;

  /** The part around it has committed: count this one until its content has hydrated. */
  wait(): void {
    if (this.settled || this.counted) return;
    this.counted = true;
    unsettled += 1;
  }

  /** Its content has hydrated (or rendered without hydrating, before `wait`). */
  settle(): void {
    this.settled = true;
    if (!this.counted) return;
    this.counted = false;
    unsettled -= 1;
    markIfSettled();
  }
}

function Settled({ part, children }: { part: Part; children: ReactElement }) {
  // Effects run children first: this one runs once everything inside has hydrated and run its own.
  useEffect(() => part.settle(), [part]);
  return children;
}

/**
 * Hydrates its child after the rest of the first page, in slices of a few milliseconds, instead of in the one
 * long task that would otherwise hydrate the whole page and block a visitor's first tap. React does this for a
 * Suspense boundary it finds in the server's HTML: it leaves the boundary's HTML in place and hydrates it later
 * at idle priority, at once if the visitor interacts with it (the event is replayed once it has hydrated).
 * The server's HTML is on screen and usable (links, native controls) meanwhile. On later renders, in
 * `gatsby develop` and on the server the boundary is transparent.
 *
 * Only for a part whose parent does not re-render it on its own right after hydrating (an effect's state
 * update, a form library's): an update that reaches a part before it has hydrated makes React throw the
 * part's server HTML away and render it afresh (its error 421), unless the update is a transition.
 */
export function DeferredHydration({ children }: { children: ReactElement }) {
  const [part] = useState(() => new Part());
  // Counted in the commit of the part around it, whose children's effects run before their parents': a part
  // inside a part counts before the outer one settles. Rendered without hydrating, the content commits with
  // it, and its effect has run first.
  useEffect(() => part.wait(), [part]);
  return (
    <Suspense fallback={null}>
      <Settled part={part}>{children}</Settled>
    </Suspense>
  );
}
