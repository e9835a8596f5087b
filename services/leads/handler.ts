/**
 * The lead endpoint's logic, free of any server: it takes a request as method, headers and a body reader,
 * and returns status, headers and a JSON body. The node service behind nginx (server.ts) and the Gatsby
 * Function on a CDN (src/api/leads.ts) both answer through it, so the two cannot drift.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '../../src/shared/forms/messages';
import { CACHE } from '../../src/shared/config/cache';
import { parseSubmission } from '../../src/shared/forms/schemas';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { Delivery } from './delivery';
import { LeadStore } from './store';
import { captchaConfigFromEnv, captchaOutcome, flagsFor, siteOfRequest, siteOriginsFromEnv, type CaptchaConfig } from './captcha';
import type { Locale } from '../../src/shared/i18n/locales';

export const MAX_BODY_BYTES = 32 * 1024;
const ATTRIBUTION_COOKIE = 'fp-utm';

export interface LeadOptions {
  store: LeadStore;
  delivery: Delivery;
  /** reCAPTCHA Enterprise verification; off when unset. */
  captcha?: CaptchaConfig;
  /** Which regional site each origin serves; default the sites' own addresses (SITE.urls). */
  siteOrigins?: ReadonlyMap<string, Locale>;
}

/** The store, delivery and captcha settings from the environment (the node service and the CDN function alike). */
export function leadOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): LeadOptions {
  const store = new LeadStore(path.resolve(env.LEADS_DIR ?? '.leads'));
  const delivery = new Delivery(store, {
    upstreamUrl: env.LEADS_UPSTREAM_URL || undefined,
    baseDelayMs: Number(env.LEADS_RETRY_BASE_MS ?? 1000),
    maxDelayMs: Number(env.LEADS_RETRY_MAX_MS ?? 300_000),
    timeoutMs: Number(env.LEADS_UPSTREAM_TIMEOUT_MS ?? 10_000),
  });
  return { store, delivery, captcha: captchaConfigFromEnv(env), siteOrigins: siteOriginsFromEnv(env) };
}

export interface EndpointRequest {
  method: string;
  /** A request header by lower-case name. */
  header: (name: string) => string | undefined;
  /** The body as text, or null when it is larger than MAX_BODY_BYTES. */
  body(): Promise<string | null>;
}

/** Reads a Node request's header by lower-case name, several values joined as HTTP joins them. */
export function headerReader(headers: IncomingHttpHeaders): EndpointRequest['header'] {
  return (name) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
}

export interface EndpointResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** What a Gatsby Function's response offers (typed by shape, so this module needs no Gatsby). */
export interface FunctionResponse {
  setHeader(name: string, value: string): unknown;
  status(code: number): { send(body: string): unknown };
}

/** Sends an answer through a Gatsby Function's response. */
export function sendToFunction(res: FunctionResponse, { status, headers, body }: EndpointResponse): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.status(status).send(JSON.stringify(body));
}

/**
 * A JSON answer, never cached: every answer of these endpoints is about one visitor or one submission. The
 * headers are the endpoint's own, because a CDN applies its
 * rule files to the files it serves, not to what a function answers.
 */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}): EndpointResponse => ({
  status,
  headers: {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': CACHE.never,
    'x-content-type-options': 'nosniff',
    ...headers,
  },
  body,
});

/** The attribution data the site stored in its fp-utm cookie (a JSON object of strings), if any. */
export function attributionFrom(cookieHeader: string | undefined): Record<string, string> | null {
  const raw = cookieHeader
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${ATTRIBUTION_COOKIE}=`))
    ?.slice(ATTRIBUTION_COOKIE.length + 1);
  if (!raw || raw.length > 4096) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return Object.fromEntries(
      Object.entries(value)
        .filter((e): e is [string, string] => typeof e[1] === 'string')
        .map(([k, v]) => [k.slice(0, 64), v.slice(0, 512)]),
    );
  } catch {
    return null;
  }
}

/**
 * POST /api/leads: checks a submission with the same zod schemas as the forms, drops honeypot hits,
 * asks the captcha's verdict when verification is configured (services/leads/captcha.ts: a lead is never
 * refused for it, only flagged), attaches the attribution cookie, stores the lead durably and only then
 * answers 201; delivery upstream happens after, with retries.
 */
export function leadHandler({
  store,
  delivery,
  captcha,
  siteOrigins = siteOriginsFromEnv({}),
}: LeadOptions): (req: EndpointRequest) => Promise<EndpointResponse> {
  return async (req) => {
    if (req.method !== 'POST') return json(405, { error: 'Use POST' }, { allow: 'POST' });
    if (!/^application\/json\b/i.test(req.header('content-type') ?? '')) return json(415, { error: 'Send application/json' });
    if (Number(req.header('content-length') ?? 0) > MAX_BODY_BYTES) return json(413, { error: 'Too large' });
    const text = await req.body();
    if (text === null) return json(413, { error: 'Too large' });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return json(400, { errors: { '(form)': MESSAGES.responseInvalid } });
    }
    if (typeof body !== 'object' || body === null) return json(400, { errors: { '(form)': MESSAGES.responseInvalid } });
    const record = body as Record<string, unknown>;
    // A bot filled the hidden field: answer as if accepted, so it learns nothing, and keep nothing.
    if (typeof record.website === 'string' && record.website.trim() !== '') return json(201, { id: randomUUID() });
    const parsed = await parseSubmission(body);
    if (!parsed.ok) return json(400, { errors: parsed.errors });
    // The browser names each submission, so a retried POST is the same lead, stored once.
    const submissionId =
      typeof record.submissionId === 'string' && /^[0-9a-f-]{36}$/i.test(record.submissionId)
        ? record.submissionId.toLowerCase()
        : randomUUID();
    if (!store.has(submissionId)) {
      const { captchaToken: token, website: _honeypot, ...lead } = parsed.lead;
      const verdict = captcha
        ? await captchaOutcome(captcha, siteOfRequest(req.header, siteOrigins), parsed.lead.formType, token)
        : undefined;
      store.add({
        id: submissionId,
        receivedAt: new Date().toISOString(),
        lead,
        attribution: attributionFrom(req.header('cookie')),
        flags: flagsFor(verdict),
        ...(verdict ? { captcha: verdict } : {}),
      });
      delivery.kick();
    }
    return json(201, { id: submissionId });
  };
}

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
