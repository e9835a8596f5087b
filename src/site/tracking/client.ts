/**
 * Starts the site's third-party integrations in the browser and feeds them route changes: the consent tool,
 * and what waits for trackingAllowed (consent-store.ts): analytics, attribution cookies, monitoring and the tag
 * manager. Loaded when the browser is idle after the first page (integrations.ts); error reporting, which
 * stores nothing, starts for everyone before (gatsby-browser).
 */
import { whenIdle } from '../runtime/when';
import { discardQueuedEvents, startAnalytics, trackEvent, trackRouteUpdate } from './analytics';
import { consentStore, trackingAllowed, type ConsentState } from './consent-store';
import { startConsentTool } from './consent-tool';
import { reportError } from './errors';
import { rumConfig, startRum } from './rum';
import { scheduleRouteLoaded, updateTagManagerConsent } from './tag-manager';

/** Where the visit began, read when the first page loads: the URL may have changed by the time this code runs. */
export interface Landing {
  search: string;
  referrer: string;
}

/** Tracking may still be allowed later: keep queueing until the visitor has said no. */
const mayTrackLater = (state: ConsentState) => trackingAllowed(state) || (!state.choice && !state.globalPrivacyControl);

export function startIntegrations(landing: Landing): void {
  // The attribution code loads and writes the landing's parameters and referrer only once tracking is allowed.
  const { search: landingSearch, referrer: landingReferrer } = landing;
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

export function routeUpdated(pathname: string): void {
  if (mayTrackLater(consentStore.get())) trackRouteUpdate(pathname);
  scheduleRouteLoaded(pathname);
}

/** A page failed to render: analytics counts where (the error itself goes to error reporting). */
export function pageFailed(pathname: string, error: Error): void {
  if (mayTrackLater(consentStore.get())) trackEvent('page-error', { path: pathname, message: error.message.slice(0, 200) });
}
