/** GET /api/geo, for the node service and the CDN's function alike (no database: the geo function stays small). */
import { json, type EndpointRequest, type EndpointResponse } from '../shared/http';

/** The headers a CDN or proxy sets with the visitor's country, in the order they are trusted. */
const COUNTRY_HEADERS = ['x-country', 'cloudfront-viewer-country', 'cf-ipcountry', 'x-country-code'] as const;

/** Netlify's geolocation header: base64 JSON with `country.code`. */
function netlifyCountry(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const geo: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    const country: unknown = typeof geo === 'object' && geo !== null ? Reflect.get(geo, 'country') : undefined;
    const code: unknown = typeof country === 'object' && country !== null ? Reflect.get(country, 'code') : undefined;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/geo for the consent tool: the country the CDN saw the visitor in, two letters upper-cased, or
 * "" for unknown (consent is then asked for). Never cached: the answer is the visitor's own.
 */
export function geoResponse(req: Pick<EndpointRequest, 'header'>): EndpointResponse {
  const candidates = [netlifyCountry(req.header('x-nf-geo')), ...COUNTRY_HEADERS.map((name) => req.header(name))];
  const found = candidates.find((value) => value !== undefined && /^[A-Za-z]{2}$/.test(value.trim()));
  const code = found?.trim().toUpperCase() ?? '';
  // Cloudflare says XX when it does not know: unknown, so consent is asked for.
  const vary = ['X-Nf-Geo', 'X-Country', 'CloudFront-Viewer-Country', 'CF-IPCountry', 'X-Country-Code'].join(', ');
  return json(200, { countryCode: code === 'XX' ? '' : code }, { vary });
}
