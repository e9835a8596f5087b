import { options } from 'preact';
import { Suspense, useContext, useEffect, useState, type ReactElement } from 'react';
import { HYDRATED_MARK } from './hydrated-mark';
import { HydrationRegionContext, hasCommitted, markCommitted, type HydrationRegion } from './hydration';
import { hydratesServerHtml } from './render-root';

interface Region extends HydrationRegion {
  released: boolean;
  promise: Promise<void>;
  release: () => void;
}

const waiting: Region[] = [];
/** Where the next region goes in the queue: parts found inside a part hydrate right after it, in page order. */
let insertAt = 0;
let unsettled = 0;
let scheduled = false;
let channel: MessageChannel | undefined;
/** Effects of the part hydrated last, waiting for a task of their own (see `effectsInOwnTask`). */
const effectFlushes: Array<() => void> = [];

/** A new task without setTimeout's clamping (4 ms each from the fifth nested timer, and a page has dozens of parts). */
function scheduleTask(): void {
  if (scheduled) return;
  scheduled = true;
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = runTask;
  }
  channel.port2.postMessage(null);
}

/** One task: the effects of the part hydrated last if there are any, else the next part. */
function runTask(): void {
  scheduled = false;
  const flush = effectFlushes.shift();
  if (flush) flush();
  else releaseNext();
  if (effectFlushes.length > 0 || waiting.length > 0) scheduleTask();
}

/**
 * Preact runs effects (useEffect) in a timer after the next frame, and a frame comes only every few parts: the
 * effects of them all then ran in one task, with the renders they set off (`useHydrated` turning true), which
 * was the longest task left on a page (84 ms in Chromium at 4x CPU throttling, the blog post). While parts
 * are hydrating, each part's effects get a task of their own, before the next part.
 */
let ownScheduler = false;
function effectsInOwnTask(own: boolean): void {
  if (own === ownScheduler) return;
  ownScheduler = own;
  // Nothing else sets Preact's scheduler: without one, Preact uses its own after-frame timer again.
  if (!own) delete options.requestAnimationFrame;
  else
    options.requestAnimationFrame = (flush: () => void) => {
      effectFlushes.push(flush);
      scheduleTask();
    };
}

/**
 * Whether this render hydrates the server's HTML: the first page's first render, or a deferred part of it
 * hydrating later (not `gatsby develop`, which renders into an empty root, nor a client-side navigation).
 */
function hydratingServerHtml(parent: HydrationRegion | null): boolean {
  if (typeof document === 'undefined') return false;
  if (parent) return parent.hydrating;
  return !hasCommitted() && hydratesServerHtml();
}

/** Releases one waiting region a task, so no single task hydrates the whole page. */
function releaseNext(): void {
  const region = waiting.shift();
  insertAt = 0;
  if (!region) return;
  region.released = true;
  // The region renders in this task's microtasks, queueing the parts it holds at the front.
  region.release();
}

function enqueue(): Region {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  const region: Region = { hydrating: true, released: false, promise, release };
  waiting.splice(insertAt, 0, region);
  insertAt += 1;
  unsettled += 1;
  effectsInOwnTask(true);
  scheduleTask();
  return region;
}

let firstRenderDone = false;

function markIfSettled(): void {
  if (!firstRenderDone || unsettled > 0) return;
  effectsInOwnTask(false);
  if (performance.getEntriesByName(HYDRATED_MARK).length === 0) performance.mark(HYDRATED_MARK);
}

/** Called once the first render has committed (gatsby-browser's onInitialClientRender): a page with no deferred parts is marked then. */
export function firstRenderCommitted(): void {
  firstRenderDone = true;
  markIfSettled();
}

function settle(region: Region): void {
  region.hydrating = false;
  markCommitted();
  unsettled -= 1;
  markIfSettled();
}

function Settled({ region, children }: { region: Region; children: ReactElement }) {
  // Effects run children first: this one runs once everything in the region has hydrated and run its own.
  useEffect(() => settle(region), [region]);
  return children;
}

function Gate({ region, children }: { region: Region; children: ReactElement }) {
  // Suspending while hydrating keeps the server's DOM as it is, and Preact (like React) resumes hydrating it when
  // the promise settles.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thenable is how a part tells Suspense to wait
  if (!region.released) throw region.promise;
  return <Settled region={region}>{children}</Settled>;
}

/**
 * Hydrates its one child element in a task of its own, after the rest of the first page, instead of in the one
 * long task that would otherwise hydrate the whole page and block a visitor's first tap. The server's HTML is
 * on screen and usable (links, native controls) meanwhile; the wait is a task or two. On later renders, in
 * `gatsby develop` and on the server it renders its child directly. The child must render exactly one element:
 * Preact keeps one DOM node for a suspended part.
 */
export function DeferredHydration({ children }: { children: ReactElement }) {
  const parent = useContext(HydrationRegionContext);
  const [region] = useState(() => (hydratingServerHtml(parent) ? enqueue() : null));
  if (!region) return children;
  return (
    <HydrationRegionContext.Provider value={region}>
      <Suspense fallback={null}>
        <Gate region={region}>{children}</Gate>
      </Suspense>
    </HydrationRegionContext.Provider>
  );
}
