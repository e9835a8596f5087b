/**
 * Analytics (spec, sections 2 and 7): a route-update event with the path on every route change. Events
 * wait in a queue (up to 512) until the SDK is loaded, which happens only once tracking is allowed; a
 * refusal empties the queue. The SDK and everything only it needs load in a separate chunk.
 */
import { reportError } from './errors';
import { createEventQueue } from './queue';

/** `at`: when it happened; queued events keep their own time rather than the time they are sent. */
export type AnalyticsEvent = { type: string; properties: Record<string, string | number | boolean>; at: number };

export const ROUTE_UPDATE = 'route-update';

const queue = createEventQueue<AnalyticsEvent>();
let started = false;

export function trackEvent(type: string, properties: AnalyticsEvent['properties']): void {
  queue.push({ type, properties, at: Date.now() });
}

export function trackRouteUpdate(path: string): void {
  trackEvent(ROUTE_UPDATE, { path });
}

export function discardQueuedEvents(): void {
  queue.clear();
}

/**
 * Loads the SDK and hands it the queue. A failure to start is reported to error reporting and otherwise
 * swallowed (spec, section 8): analytics must never break a page.
 */
export async function startAnalytics(
  apiKey: string,
  serverUrl: string | undefined,
  context: Record<string, string | boolean> = {},
): Promise<void> {
  if (started) return;
  started = true;
  try {
    const { connectAmplitude } = await import('./amplitude');
    const receiver = await connectAmplitude(apiKey, serverUrl, context);
    if (receiver) queue.setReceiver(receiver);
    else queue.clear();
  } catch (error) {
    reportError(error, { tags: { integration: 'analytics' } });
  }
}
