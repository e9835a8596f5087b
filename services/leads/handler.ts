/**
 * The lead endpoint's logic, free of any server: it takes a request as method, headers and a body reader,
 * and returns status, headers and a JSON body. The node service behind nginx (server.ts) and the Gatsby
 * Function on a CDN (src/api/leads.ts) both answer through it, so the two cannot drift.
 */
import { randomUUID } from 'node:crypto';
import { cleanLine, clip } from '../../src/shared/forms/clean-text';
import { MESSAGES } from '../../src/shared/forms/messages';
import { FORM_TYPES, parseSubmission, type FormType } from '../../src/shared/forms/schemas';
import { Delivery } from './delivery';
import { keepDeadLetter } from './dead-letter';
import type { LeadSink, StoredLead } from './lead';
import { databaseSettingsFromEnv, LeadStore } from './store';
import { captchaConfigFromEnv, captchaOutcome, flagsFor, siteOfRequest, siteOriginsFromEnv, type CaptchaConfig } from './captcha';
import type { Locale } from '../../src/shared/i18n/locales';
import { html, json, MAX_BODY_BYTES, seeOther, type EndpointRequest, type EndpointResponse } from '../shared/http';
import { DERIVED_ID_WINDOW_MS, derivedSubmissionId, formFields, formPageOf, isFormPost, type FormSite } from './html-form';
import { formErrorsPage } from './form-errors-page';
import { CONFIRMATION_PATHS } from '../../src/shared/forms/confirmation-paths';
import { clientKey, rateLimitFromEnv, type RateLimit } from './rate-limit';
import { readSetting, type Env } from '../shared/settings';

const ATTRIBUTION_COOKIE = 'fp-utm';

export interface LeadOptions {
  store: LeadSink;
  /** Told of each new lead, to deliver it now rather than at its next poll. */
  delivery: Pick<Delivery, 'kick'>;
  /** reCAPTCHA Enterprise verification; off when unset. */
  captcha?: CaptchaConfig;
  /** Which regional site each origin serves; default the sites' own addresses (SITE.urls). */
  siteOrigins?: ReadonlyMap<string, Locale>;
  /** Submissions per client and window, counted where `limiter` keeps them (the lead database). */
  rateLimit?: RateLimit;
  limiter?: Pick<LeadStore, 'hit'>;
  /** The lead folder (LEADS_DIR), where a lead the database does not take is kept (dead-letter.ts); without it, such a lead is answered 503. */
  leadsDir?: string;
}

/** A submission id as the browser makes it (crypto.randomUUID) and the database's uuid column takes it. */
const SUBMISSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What failed, for the log: an error's code (a SQLSTATE, ENOSPC) or its class, never its message, which may quote a lead. */
function failureOf(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && /^[A-Z0-9_]{1,32}$/i.test(code)) return code;
  return error instanceof Error ? error.name : 'unknown';
}

const isFormType = (value: string): value is FormType => (FORM_TYPES as readonly string[]).includes(value);

/** Who tells the service a client's address: nginx's X-Real-IP by default, Netlify's own header on Netlify. */
export const CLIENT_ADDRESS_HEADER = { nginx: 'x-real-ip', netlify: 'x-nf-client-connection-ip' } as const;

/** A delivery worker over the store, with its settings from the environment. */
export function deliveryFromEnv(store: LeadStore, env: Env = process.env): Delivery {
  return new Delivery(store, {
    upstreamUrl: readSetting('LEADS_UPSTREAM_URL', env),
    baseDelayMs: readSetting('LEADS_RETRY_BASE_MS', env),
    maxDelayMs: readSetting('LEADS_RETRY_MAX_MS', env),
    timeoutMs: readSetting('LEADS_UPSTREAM_TIMEOUT_MS', env),
    pollMs: readSetting('LEADS_POLL_MS', env),
  });
}

/**
 * The store (PostgreSQL at DATABASE_URL, else PGlite in LEADS_DIR), its delivery worker and the captcha
 * settings from the environment: the node service, the delivery worker and the CDN functions alike.
 */
export async function leadOptionsFromEnv(
  env: Env = process.env,
  clientAddressHeader: string = CLIENT_ADDRESS_HEADER.nginx,
): Promise<LeadOptions & { store: LeadStore; delivery: Delivery }> {
  const rateLimit = rateLimitFromEnv(env, clientAddressHeader);
  const settings = databaseSettingsFromEnv(env);
  const store = await LeadStore.open(settings);
  return {
    store,
    delivery: deliveryFromEnv(store, env),
    captcha: captchaConfigFromEnv(env),
    siteOrigins: siteOriginsFromEnv(env),
    rateLimit,
    limiter: store,
    leadsDir: settings.leadsDir,
  };
}

/**
 * The attribution data the site stored in its fp-utm cookie (a JSON object of strings), if any, its keys and
 * values cleaned as form text is: browsers still hold cookies written before the site cleaned them (a NUL
 * from `?utm_source=%00spring`, an unpaired surrogate escaped in the JSON), and the database refuses those.
 */
export function attributionFrom(cookieHeader: string | undefined): Record<string, string> | null {
  const raw = cookieHeader
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${ATTRIBUTION_COOKIE}=`))
    ?.slice(ATTRIBUTION_COOKIE.length + 1);
  if (!raw || raw.length > 4096) return null;
  try {
    // Cleaned before parsing too: a raw control character inside a JSON string is not JSON at all.
    const value: unknown = JSON.parse(cleanLine(decodeURIComponent(raw)));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return Object.fromEntries(
      Object.entries(value)
        .filter((e): e is [string, string] => typeof e[1] === 'string')
        .map(([k, v]): [string, string] => [clip(cleanLine(k), 64), clip(cleanLine(v), 512)])
        .filter(([k]) => k !== ''),
    );
  } catch {
    return null;
  }
}

type FieldErrors = Record<string, string>;

/**
 * What differs between a submission the page's script sends (JSON) and a form the browser posted itself
 * (urlencoded, html-form.ts): how the body is read, the id of a submission that names none, and how it is answered.
 */
interface Adapter {
  /** The body's fields, or null when it is not readable as such. */
  read(text: string): Record<string, unknown> | null;
  /** The id of a submission that does not name one; `who` is its client, else its user agent. */
  unnamedId(fields: Record<string, unknown>, who: string | null): Promise<string>;
  accepted(formType: string, id: string): EndpointResponse;
  refused(status: number, formType: string, errors: FieldErrors): Promise<EndpointResponse>;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

const jsonAdapter: Adapter = {
  read: (text) => {
    try {
      return asRecord(JSON.parse(text));
    } catch {
      return null;
    }
  },
  unnamedId: () => Promise.resolve(randomUUID()),
  accepted: (_formType, id) => json(201, { id }),
  refused: (status, _formType, errors) => Promise.resolve(json(status, { errors })),
};

/** A form the browser posted itself: answered with pages; a static page cannot give each visit its own id, so it is derived from what was sent. */
function formAdapter(page: FormSite, stored: (id: string) => Promise<boolean>): Adapter {
  return {
    read: (text) => {
      try {
        return asRecord(formFields(text));
      } catch {
        return null;
      }
    },
    // A page sent twice across the turn of the ten minutes its id stands for is still the one lead stored.
    unnamedId: async (fields, who) => {
      const now = Date.now();
      const earlier = derivedSubmissionId(fields, who, now - DERIVED_ID_WINDOW_MS);
      return (await stored(earlier)) ? earlier : derivedSubmissionId(fields, who, now);
    },
    accepted: (formType, id) => (isFormType(formType) ? seeOther(CONFIRMATION_PATHS[formType]) : json(201, { id })),
    refused: async (status, formType, errors) => html(status, await formErrorsPage(page, formType, errors)),
  };
}

/**
 * POST /api/leads: counts the submission against its client's rate limit, checks it with the same zod
 * schemas as the forms, drops honeypot hits, asks the captcha's verdict when verification is configured
 * (services/leads/captcha.ts: a lead is never refused for it, only flagged), attaches the attribution
 * cookie, stores the lead durably and only then answers: 201 to the page's script (JSON), or for a form
 * the browser posted itself (urlencoded, html-form.ts) a 303 to its thank-you page, and its errors as a
 * page. Delivery upstream happens after, with retries.
 */
export function leadHandler(options: LeadOptions): (req: EndpointRequest) => Promise<EndpointResponse> {
  const { siteOrigins = siteOriginsFromEnv({}), rateLimit, limiter } = options;
  // Looking a lead up only spares work: with the database down the lead goes on to be kept as a dead letter.
  const stored = (id: string) => options.store.has(id).catch(() => false);
  const take = takeLead(options, siteOrigins, stored);
  return async (req) => {
    if (req.method !== 'POST') return json(405, { error: 'Use POST' }, { allow: 'POST' });
    // A form posted by the browser itself (no JavaScript) is answered with pages, not JSON.
    const formPost = isFormPost(req.header('content-type'));
    const page = formPost ? formPageOf(req.header, siteOrigins) : null;
    const adapter = page ? formAdapter(page, stored) : jsonAdapter;
    // Every POST counts, refused ones too. A request without the proxy's header came from this host.
    const client = rateLimit && limiter ? clientKey(req.header(rateLimit.header)) : null;
    if (rateLimit && limiter && client) {
      // The count is kept in the lead database: while it is down, leads are taken (and kept as dead letters) uncounted.
      const { allowed, retryAfterSeconds } = await limiter
        .hit(client, rateLimit.max, rateLimit.windowSeconds)
        .catch(() => ({ allowed: true, retryAfterSeconds: 0 }));
      if (!allowed) {
        const refused = await adapter.refused(429, '', { '(form)': MESSAGES.genericFailure });
        return { ...refused, headers: { ...refused.headers, 'retry-after': String(retryAfterSeconds) } };
      }
    }
    if (formPost && !page) return json(403, { error: "Forms are taken from the site's own pages only" });
    if (!formPost && !/^application\/json\b/i.test(req.header('content-type') ?? '')) return json(415, { error: 'Send application/json' });
    if (Number(req.header('content-length') ?? 0) > MAX_BODY_BYTES) return json(413, { error: 'Too large' });
    const text = await req.body();
    if (text === null) return json(413, { error: 'Too large' });
    const record = adapter.read(text);
    if (!record) return json(400, { errors: { '(form)': MESSAGES.responseInvalid } });
    return take(req, record, adapter, client ?? req.header('user-agent') ?? null);
  };
}

/** The core both adapters share: a readable submission checked, named, verified, stored (or kept aside) and answered. */
function takeLead(
  { store, delivery, captcha, leadsDir }: LeadOptions,
  siteOrigins: ReadonlyMap<string, Locale>,
  stored: (id: string) => Promise<boolean>,
) {
  /** Keeps a lead the database did not take (dead-letter.ts); false when even that failed. The log names the lead by its id only. */
  const keepAside = async (lead: StoredLead, error: unknown): Promise<boolean> => {
    try {
      if (!leadsDir) throw new Error('no lead folder');
      await keepDeadLetter(leadsDir, lead);
      console.error(`Lead ${lead.id} not stored (${failureOf(error)}): kept as a dead letter, stored once the database takes it`);
      return true;
    } catch (keeping) {
      console.error(`Lead ${lead.id} not stored (${failureOf(error)}) nor kept as a dead letter (${failureOf(keeping)}): answered 503`);
      return false;
    }
  };
  return async (req: EndpointRequest, record: Record<string, unknown>, adapter: Adapter, who: string | null): Promise<EndpointResponse> => {
    const formType = typeof record.formType === 'string' ? record.formType : '';
    // A bot filled the hidden field: answer as if accepted, so it learns nothing, and keep nothing.
    if (typeof record.website === 'string' && cleanLine(record.website).trim() !== '') return adapter.accepted(formType, randomUUID());
    const parsed = await parseSubmission(record);
    if (!parsed.ok) return adapter.refused(400, formType, parsed.errors);
    // The browser names each submission, so a retried POST is the same lead, stored once. A page posted
    // without JavaScript cannot name it: its id is derived from what it sent (html-form.ts).
    const submissionId =
      typeof record.submissionId === 'string' && SUBMISSION_ID.test(record.submissionId)
        ? record.submissionId.toLowerCase()
        : await adapter.unnamedId(record, who);
    // A retry of a stored submission is not verified again (its token is spent); the insert itself
    // ignores a repeated id, so without a captcha there is nothing to look up first.
    if (captcha && (await stored(submissionId))) return adapter.accepted(formType, submissionId);
    const { captchaToken: token, website: _honeypot, ...lead } = parsed.lead;
    const verdict = captcha
      ? await captchaOutcome(captcha, siteOfRequest(req.header, siteOrigins), parsed.lead.formType, token)
      : undefined;
    const storedLead: StoredLead = {
      id: submissionId,
      receivedAt: new Date().toISOString(),
      lead,
      attribution: attributionFrom(req.header('cookie')),
      flags: flagsFor(verdict),
      ...(verdict ? { captcha: verdict } : {}),
    };
    // A lead that passed validation is never lost: if the database does not take it, it is kept aside and
    // the visitor answered as for a stored one; only if that fails too is the visitor asked to try again.
    try {
      if (await store.add(storedLead)) delivery.kick();
    } catch (error) {
      if (!(await keepAside(storedLead, error))) return adapter.refused(503, formType, { '(form)': MESSAGES.genericFailure });
    }
    return adapter.accepted(formType, submissionId);
  };
}
