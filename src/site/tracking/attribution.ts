/**
 * Marketing attribution (spec, section 3): each parameter in its own cookie, all of them as JSON in
 * fp-utm, for 182.5 days on the company's parent domain; msclkid in localStorage. Written only when
 * tracking is allowed (see consent-store.ts).
 */
import Cookies from 'js-cookie';
import { cleanLine, clip } from '../../shared/forms/clean-text';
import { cookieDomain } from './cookie-domain';

export const ATTRIBUTION_PARAMS = [
  'campaign_id',
  'gclid',
  'GSC_Modal',
  'referrer',
  'utm_adgroup',
  'utm_asset',
  'utm_campaign',
  'utm_content',
  'utm_device',
  'utm_matchtype',
  'utm_medium',
  'utm_network',
  'utm_source',
  'utm_term',
] as const;

export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];
export type Attribution = Partial<Record<AttributionParam, string>>;

export const ATTRIBUTION_COOKIE = 'fp-utm';
export const ATTRIBUTION_DAYS = 182.5;
export const CLICK_ID_KEY = 'msclkid';

const MAX_VALUE = 500;

/**
 * The attribution a landing carries: the listed query parameters, and the referrer from the query or,
 * failing that, the document's referrer when it is another site (moving around our own pages is not a source).
 * Values are cleaned as form text is (clean-text.ts): the cookie is sent with every lead for half a year,
 * and a NUL in it (`?utm_source=%00spring`) once made the lead database refuse them all.
 */
export function readAttribution(search: string, documentReferrer: string, ownHost: string): Attribution {
  const query = new URLSearchParams(search);
  const found: Attribution = {};
  for (const name of ATTRIBUTION_PARAMS) {
    const value = cleanLine(query.get(name) ?? '').trim();
    if (value) found[name] = clip(value, MAX_VALUE);
  }
  if (!found.referrer && documentReferrer) {
    try {
      if (new URL(documentReferrer).host !== ownHost) found.referrer = clip(cleanLine(documentReferrer), MAX_VALUE);
    } catch {
      // An unparseable referrer tells us nothing.
    }
  }
  return found;
}

/** Stores a landing's attribution; a visit without any parameter leaves the earlier attribution alone. */
export function storeAttribution(found: Attribution, location: Pick<Location, 'hostname' | 'protocol'>): boolean {
  const entries = Object.entries(found);
  if (!entries.length) return false;
  const options: Cookies.CookieAttributes = {
    expires: ATTRIBUTION_DAYS,
    domain: cookieDomain(location.hostname),
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
    path: '/',
  };
  for (const [name, value] of entries) Cookies.set(name, value, options);
  Cookies.set(ATTRIBUTION_COOKIE, JSON.stringify(found), options);
  return true;
}

export function storeClickId(search: string, storage: Pick<Storage, 'setItem'>): void {
  const id = new URLSearchParams(search).get(CLICK_ID_KEY)?.trim();
  if (id) storage.setItem(CLICK_ID_KEY, id.slice(0, MAX_VALUE));
}

/** What fp-utm holds now, for analytics user properties. */
export function storedAttribution(): Attribution {
  try {
    const parsed: unknown = JSON.parse(Cookies.get(ATTRIBUTION_COOKIE) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const out: Attribution = {};
    for (const name of ATTRIBUTION_PARAMS) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string') out[name] = value;
    }
    return out;
  } catch {
    return {};
  }
}
