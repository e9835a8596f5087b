/**
 * The tag manager (GTM), off the main thread in Partytown, the library behind Gatsby's off-main-thread
 * scripts: its script comes through the same-origin /__third-party-proxy, and Partytown falls back to
 * the main thread after 10 s. Written out here rather than with Gatsby's <Script>, whose markup for it
 * is not valid HTML. Partytown and the container start only once tracking is allowed (the visitor
 * accepted, or needs not be asked), and the container runs in consent mode, so a refusal later stops
 * its storage.
 */

export const ROUTE_LOADED = 'route-loaded';
export const ROUTE_LOADED_DELAY_MS = 300;

type DataLayerWindow = Window & { dataLayer?: unknown[]; hlConsent?: (granted: boolean) => void; hlConsentState?: boolean };

/** 300 ms after a route update, the data layer hears the route has loaded (spec, section 2). */
export function scheduleRouteLoaded(path: string, delay: number = ROUTE_LOADED_DELAY_MS): void {
  window.setTimeout(() => {
    const w = window as DataLayerWindow;
    (w.dataLayer ??= []).push({ event: ROUTE_LOADED, path });
  }, delay);
}

/** Grants (and so loads the container) or withdraws; the setup script also reads hlConsentState when it starts. */
export function updateTagManagerConsent(granted: boolean): void {
  const w = window as DataLayerWindow;
  w.hlConsentState = granted;
  w.hlConsent?.(granted);
}
