/**
 * Starts the site's third-party integrations in the browser and feeds them route changes. Error
 * reporting starts for everyone (it stores nothing); analytics, attribution cookies, monitoring and the
 * tag manager wait for trackingAllowed (consent-store.ts).
 */
import { discardQueuedEvents, startAnalytics, trackEvent, trackRouteUpdate } from './analytics';
import { trackingAllowed, type ConsentState } from './consent-store';
import { consentStore, startConsentTool } from './consent-tool';
import { reportError, startErrorReporting } from './errors';
import { rumConfig, startRum } from './rum';
import { recordPath } from './session-paths';
import { scheduleRouteLoaded, updateTagManagerConsent } from './tag-manager';

const whenIdle = (start: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 4000 });
  else setTimeout(start, 1);
};

/** The visitor's first press, key or touch anywhere on the page; scrolling to read is not one. */
const onFirstInteraction = (start: () => void) => {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const once = () => {
    for (const type of events) window.removeEventListener(type, once, true);
    start();
  };
  for (const type of events) window.addEventListener(type, once, { capture: true, passive: true });
};

/** Tracking may still be allowed later: keep queueing until the visitor has said no. */
const mayTrackLater = (state: ConsentState) => trackingAllowed(state) || (!state.choice && !state.globalPrivacyControl);

export function startIntegrations(): void {
  startErrorReporting(process.env.GATSBY_SENTRY_DSN, onFirstInteraction, whenIdle);
  // The landing's URL and referrer are kept now, while the URL still carries them; the attribution
  // code loads and writes them only once tracking is allowed.
  const landingSearch = window.location.search;
  const landingReferrer = document.referrer;
  let started = false;
  let tagManagerGranted: boolean | undefined;

  const apply = (state: ConsentState) => {
    const allowed = trackingAllowed(state);
    if (allowed !== tagManagerGranted && (allowed || state.choice === 'denied')) {
      tagManagerGranted = allowed;
      updateTagManagerConsent(allowed);
    }
    if (!mayTrackLater(state)) discardQueuedEvents();
    if (!allowed || started) return;
    started = true;
    const attributionStored = import('./attribution')
      .then(({ readAttribution, storeAttribution, storeClickId }) => {
        storeAttribution(readAttribution(landingSearch, landingReferrer, window.location.host), window.location);
        try {
          storeClickId(landingSearch, window.localStorage);
        } catch {
          // localStorage blocked: the click id is lost, the page is not.
        }
      })
      .catch((error: unknown) => reportError(error, { tags: { integration: 'attribution' } }));
    const apiKey = process.env.GATSBY_AMPLITUDE_API_KEY;
    const region = { countryCode: state.countryCode ?? 'unknown', isEU: state.isEU, isEMEA: state.isEMEA };
    // Analytics reads the stored attribution into its user properties, so it starts after it is written.
    if (apiKey)
      void attributionStored.then(() =>
        whenIdle(() => void startAnalytics(apiKey, process.env.GATSBY_AMPLITUDE_SERVER_URL || undefined, region)),
      );
    whenIdle(
      () =>
        void startRum(
          rumConfig(
            {
              GATSBY_DATADOG_APPLICATION_ID: process.env.GATSBY_DATADOG_APPLICATION_ID,
              GATSBY_DATADOG_CLIENT_TOKEN: process.env.GATSBY_DATADOG_CLIENT_TOKEN,
              GATSBY_DATADOG_SITE: process.env.GATSBY_DATADOG_SITE,
            },
            process.env.NODE_ENV,
          ),
        ),
    );
  };
  consentStore.subscribe(apply);
  startConsentTool();
  apply(consentStore.get());
}

/** Before the new page renders, so a report from its rendering already knows the path. */
export function routeChanging(pathname: string): void {
  try {
    recordPath(window.sessionStorage, pathname);
  } catch {
    // sessionStorage blocked (some privacy modes): no path log.
  }
}

export function routeUpdated(pathname: string): void {
  if (mayTrackLater(consentStore.get())) trackRouteUpdate(pathname);
  scheduleRouteLoaded(pathname);
}

/** A page failed to render: analytics counts where (the error itself goes to error reporting). */
export function pageFailed(pathname: string, error: Error): void {
  if (mayTrackLater(consentStore.get())) trackEvent('page-error', { path: pathname, message: error.message.slice(0, 200) });
}
