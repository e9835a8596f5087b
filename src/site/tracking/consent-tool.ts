/**
 * The consent tool: remembers the visitor's choice in a first-party cookie (strictly necessary, so it
 * needs no consent itself), and asks the site's own /api/geo once per visit where the visitor is; the
 * answer arrives as the one-time geolocation event that fills the consent context.
 */
import Cookies from 'js-cookie';
import { consentStore, GEOLOCATION_EVENT, type ConsentChoice } from './consent-store';
import { cookieDomain } from './cookie-domain';

export const CONSENT_COOKIE = 'hl-consent';
const CONSENT_DAYS = 182.5;

function readChoice(): ConsentChoice | undefined {
  const value = Cookies.get(CONSENT_COOKIE);
  return value === 'granted' || value === 'denied' ? value : undefined;
}

export function saveChoice(choice: ConsentChoice): void {
  Cookies.set(CONSENT_COOKIE, choice, {
    expires: CONSENT_DAYS,
    domain: cookieDomain(window.location.hostname),
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
    path: '/',
  });
  consentStore.choose(choice);
}

type GeolocationDetail = { countryCode?: string };

/** Reads the stored choice, listens for the one-time geolocation event and then asks for it. */
export function startConsentTool(): void {
  const choice = readChoice();
  if (choice) consentStore.choose(choice);
  consentStore.globalPrivacyControl(Reflect.get(navigator, 'globalPrivacyControl') === true);
  window.addEventListener(
    GEOLOCATION_EVENT,
    (event) => {
      const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
      consentStore.geolocate((detail as GeolocationDetail | undefined)?.countryCode);
    },
    { once: true },
  );
  void fetch('/api/geo', { credentials: 'omit', cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<GeolocationDetail>) : {}))
    .catch((): GeolocationDetail => ({}))
    .then((detail) => window.dispatchEvent(new CustomEvent<GeolocationDetail>(GEOLOCATION_EVENT, { detail })));
}
