/**
 * GET /api/third-party-proxy?url=<encoded URL>: Partytown's script proxy as a Gatsby Function, for the CDN.
 * Gatsby writes the proxy as redirects that match one literal query value each, and Netlify's rule engine
 * matches query values only as placeholders, so on the CDN `/__third-party-proxy` is rewritten here
 * (src/pipeline/adapter.ts). Like nginx's proxy, it fetches only the URLs the build proxies, never whatever a
 * visitor puts in the query.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { proxiedScriptUrls } from '../shared/config/env';
import { CACHE } from '../shared/config/cache';
import { PROXIED_REQUEST_HEADERS } from '../shared/config/third-party-proxy';

/**
 * The visitor's headers the tag manager's host may see, and no other. Accept-Encoding stays fetch's own: it
 * decodes the body (only the codings it knows) and the CDN encodes the answer again for the visitor.
 */
function forwardedHeaders(req: GatsbyFunctionRequest<unknown>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of PROXIED_REQUEST_HEADERS) {
    const value = req.headers[name.toLowerCase()];
    if (name !== 'Accept-Encoding' && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

export default async function thirdPartyProxy(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  const url = typeof req.query.url === 'string' ? req.query.url : '';
  // The script behind the URL changes without its URL changing.
  res.setHeader('cache-control', CACHE.revalidate);
  res.setHeader('x-content-type-options', 'nosniff');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).send('Method Not Allowed');
    return;
  }
  // The build's own settings, written into the function by Gatsby: exactly the URLs its pages request.
  const proxied = proxiedScriptUrls({ GATSBY_GTM_ID: process.env.GATSBY_GTM_ID, GATSBY_GTM_HOST: process.env.GATSBY_GTM_HOST });
  if (!proxied.includes(url)) {
    res.status(404).send('Not Found');
    return;
  }
  try {
    const upstream = await fetch(url, { headers: forwardedHeaders(req), signal: AbortSignal.timeout(10_000) });
    res.setHeader('content-type', upstream.headers.get('content-type') ?? 'application/javascript');
    res.status(upstream.status).send(await upstream.text());
  } catch {
    res.status(502).send('Bad Gateway');
  }
}
