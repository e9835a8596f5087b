/**
 * The site-wide consent context (spec: isEU, isEMEA, countryCode) and the visitor's choice, kept outside
 * React so the integrations started in gatsby-browser and the components read one state.
 *
 * countryCode stays unset until the consent tool's one-time geolocation event. Until then, and for
 * visitors in Europe, consent is required: nothing that stores or sends tracking data may start before
 * the visitor grants it.
 */
import { isEmeaCountry, isEuropeCountry } from '../../shared/i18n/regions';

export type ConsentChoice = 'granted' | 'denied';

export type ConsentState = {
  countryCode: string | undefined;
  isEU: boolean;
  isEMEA: boolean;
  /** True once the geolocation event has arrived (countryCode may still be unset if it could not tell). */
  geolocated: boolean;
  choice: ConsentChoice | undefined;
  /** The browser's Global Privacy Control signal: treated as a refusal where no choice was made. */
  globalPrivacyControl: boolean;
};

export const GEOLOCATION_EVENT = 'harbourline:geolocation';

type Listener = (state: ConsentState) => void;

export function createConsentStore(initial: Partial<ConsentState> = {}) {
  let state: ConsentState = {
    countryCode: undefined,
    isEU: false,
    isEMEA: false,
    geolocated: false,
    choice: undefined,
    globalPrivacyControl: false,
    ...initial,
  };
  const listeners = new Set<Listener>();
  const set = (next: Partial<ConsentState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };
  return {
    get: () => state,
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The geolocation event happens once; later ones are ignored so the context cannot flip mid-visit. */
    geolocate(countryCode: string | undefined) {
      if (state.geolocated) return;
      const code = countryCode && /^[A-Za-z]{2}$/.test(countryCode) ? countryCode.toUpperCase() : undefined;
      set({ geolocated: true, countryCode: code, isEU: isEuropeCountry(code), isEMEA: isEmeaCountry(code) });
    },
    choose(choice: ConsentChoice) {
      set({ choice });
    },
    globalPrivacyControl(on: boolean) {
      if (on !== state.globalPrivacyControl) set({ globalPrivacyControl: on });
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

/** The page's one store: the consent tool (consent-tool.ts) fills it, the integrations and the banner read it. */
export const consentStore: ConsentStore = createConsentStore();

/** Consent must be asked for before tracking: in Europe, and wherever we cannot tell where the visitor is. */
export function consentRequired(state: ConsentState): boolean {
  return !state.geolocated || !state.countryCode || state.isEU;
}

/** Whether analytics, attribution cookies, the tag manager and monitoring may run now. */
export function trackingAllowed(state: ConsentState): boolean {
  if (state.choice) return state.choice === 'granted';
  if (state.globalPrivacyControl) return false;
  return !consentRequired(state);
}

/** Whether to show the banner: a choice is needed and none was made yet. */
export function choiceNeeded(state: ConsentState): boolean {
  return state.geolocated && !state.choice && consentRequired(state);
}
