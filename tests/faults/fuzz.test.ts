/**
 * Bytes a browser can send, against the lead endpoint as it runs (the node service over the real handler),
 * on PGlite and on a private PostgreSQL: NUL, unpaired surrogates, C0 and C1 controls, bidirectional
 * controls, very long lines and text in odd normalisation forms, in every field of every form type (sent as
 * JSON and as a form posted without JavaScript) and in the attribution cookie. Every submission is either
 * refused with the spec's messages (400) or stored in the database and delivered upstream, never answered
 * 5xx, and never kept aside as a dead letter: what passes validation must be storable. fast-check, with a
 * fixed seed and bounded runs, so a run is repeatable and a failure is shrunk to a small case.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PrivatePostgres } from '../../scripts/dev/postgres';
import { deadLetterDir } from '../../services/leads/dead-letter';
import { Delivery } from '../../services/leads/delivery';
import { attributionFrom } from '../../services/leads/handler';
import { formFields } from '../../services/leads/html-form';
import { createLeadServer } from '../../services/leads/server';
import { LeadStore } from '../../services/leads/store';
import { MESSAGES } from '../../src/shared/forms/messages';
import { FORM_TYPES, parseSubmission, type FormType } from '../../src/shared/forms/schemas';
import { leadUpstream, type LeadUpstream } from '../support/lead-upstream';
import { tempDir } from '../support/temp-dir';
import { VALID_LEADS } from '../unit/fixtures/valid-leads';

const SEED = 20_261_124;
/** Submissions per form type and engine; the cookie's runs are apart. */
const RUNS = 100;
const COOKIE_RUNS = 100;

// The site the forms are posted from: nothing listens there, so an errors page is the plain stand-in at once.
const ORIGIN = 'http://127.0.0.1:9';
const MESSAGE_TEXTS = new Set<string>(Object.values(MESSAGES));

const code = (from: number, to: number) => fc.integer({ min: from, max: to }).map((n) => String.fromCharCode(n));
/** One piece of hostile text: what a form or a link can carry that a database may refuse or a terminal obey. */
const piece = fc.oneof(
  code(0x00, 0x1f),
  code(0x7f, 0x9f),
  code(0xd800, 0xdfff),
  fc.constantFrom('\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'),
  // Decomposed, compatibility and full-width forms; a Hangul syllable in parts; a pair that must stay whole.
  fc.constantFrom('e\u0301', '\u212b', '\ufb01', 'Ａ１', '\u1100\u1161', '\u0958', '中国', '🚢', '\r\n'),
  fc.string({ unit: 'binary', maxLength: 3 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 4 }),
);
const hostile = fc.oneof(
  { weight: 6, arbitrary: fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')) },
  // A very long line, past every field's limit or just under it.
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 70, max: 6000 }), piece).map(([n, p]) => `${p}${'x'.repeat(n)}${p}`) },
);

/** The kinds of hostile text, each of which an accepted lead must have carried for the run to count. */
const KINDS = {
  NUL: /\0/,
  // eslint-disable-next-line no-control-regex -- control characters are what is counted
  'other C0 control': /[\x01-\x1F]/,
  'DEL or C1 control': /[\x7F-\x9F]/,
  'unpaired surrogate': /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
  'bidirectional control': /[\u202A-\u202E\u2066-\u2069]/,
  'not NFC': { test: (text: string) => text.normalize('NFC') !== text },
  'NFKC-sensitive': { test: (text: string) => text.normalize('NFKC') !== text.normalize('NFC') },
  'long line': { test: (text: string) => text.length > 1000 },
} as const satisfies Record<string, { test(text: string): boolean }>;
const kindsOf = (text: string) => (Object.keys(KINDS) as Array<keyof typeof KINDS>).filter((kind) => KINDS[kind].test(text));

/** Where the hostile text goes in a field's valid value. */
const placement = fc.constantFrom('before', 'after', 'middle', 'instead');
function place(valid: unknown, text: string, where: string): unknown {
  const value = typeof valid === 'string' ? valid : '';
  if (where === 'before') return text + value;
  if (where === 'after') return value + text;
  if (where === 'middle') return value.slice(0, 1) + text + value.slice(1);
  return text;
}

/** The fields a form's page sends (the honeypot apart: text there is a bot's, dropped on purpose). */
function fieldsOf(type: FormType): string[] {
  return [...Object.keys(VALID_LEADS[type]).filter((name) => name !== 'consent'), 'jobTitle', 'message', 'captchaToken', 'submissionId'];
}

/** What the database stores is text: no control but a textarea's tab and line feed, no unpaired surrogate, NFC. */
function assertStorable(value: unknown, where: string): void {
  if (typeof value === 'string') {
    // eslint-disable-next-line no-control-regex -- control characters are what must not be stored
    expect(/[\0-\x08\x0B-\x1F\x7F-\x9F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value), where).toBe(
      false,
    );
    expect(value.normalize('NFC'), where).toBe(value);
  } else if (Array.isArray(value)) value.forEach((item, n) => assertStorable(item, `${where}[${n}]`));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) assertStorable(item, `${where}.${key}`);
}

/** The urlencoded body a form posted without JavaScript sends (a check box as `on`, a list as repeated names). */
function formBody(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'consent') params.append(name, 'on');
    else for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  return params.toString();
}

interface Engine {
  base: string;
  store: LeadStore;
  leadsDir: string;
  close(): Promise<void>;
}

async function serve(store: LeadStore, leadsDir: string, upstream: LeadUpstream): Promise<Engine> {
  const delivery = new Delivery(store, { upstreamUrl: upstream.url, baseDelayMs: 20, maxDelayMs: 200, timeoutMs: 5000, pollMs: 50 });
  const server = createLeadServer({ store, delivery, siteOrigins: new Map([[ORIGIN, 'en-US']]), leadsDir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  delivery.start();
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    store,
    leadsDir,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await delivery.stop();
      await store.close();
    },
  };
}

const ENGINES = {
  PGlite: async (upstream: LeadUpstream) => {
    const leadsDir = tempDir('leads-fuzz-');
    return { engine: await serve(await LeadStore.open({ leadsDir }), leadsDir, upstream), stop: () => undefined };
  },
  PostgreSQL: async (upstream: LeadUpstream) => {
    const postgres: PrivatePostgres = startPostgres();
    try {
      const leadsDir = tempDir('leads-fuzz-');
      const store = await LeadStore.open({ databaseUrl: postgres.createDatabase('leads_fuzz'), leadsDir, poolSize: 4 });
      return { engine: await serve(store, leadsDir, upstream), stop: () => postgres.stop() };
    } catch (error) {
      postgres.stop();
      throw error;
    }
  },
};

describe.each(Object.keys(ENGINES) as Array<keyof typeof ENGINES>)('hostile text sent to the lead endpoint on %s', (name) => {
  let upstream: LeadUpstream;
  let engine: Engine;
  let stop: () => void = () => undefined;
  /** Every lead answered as accepted, by id, with what the schemas made of it. */
  const accepted = new Map<string, { lead: Record<string, unknown>; attribution: Record<string, string> | null }>();
  /** How many accepted leads carried each kind of hostile text. */
  const carried = new Map<string, number>();
  const count = (sent: string) => kindsOf(sent).forEach((kind) => carried.set(kind, (carried.get(kind) ?? 0) + 1));

  beforeAll(async () => {
    upstream = await leadUpstream('ok');
    ({ engine, stop } = await ENGINES[name](upstream));
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
    stop();
    upstream?.close();
  }, 60_000);

  async function post(body: string, contentType: string, cookie?: string) {
    const response = await fetch(`${engine.base}/api/leads`, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        ...(contentType.startsWith('application/x-www-form-urlencoded') ? { origin: ORIGIN, referer: `${ORIGIN}/contact/` } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body,
      redirect: 'manual',
    });
    return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
  }

  it.each(FORM_TYPES)('%s: every field, as JSON and as a form posted without JavaScript', async (type) => {
    const field = fc.constantFrom(...fieldsOf(type));
    const edits = fc.uniqueArray(fc.tuple(field, hostile, placement), { minLength: 1, maxLength: 3, selector: ([f]) => f });
    await fc.assert(
      fc.asyncProperty(edits, fc.boolean(), async (changes, asForm) => {
        // A page posted without JavaScript names no submission; the browser's script does.
        const valid: Record<string, unknown> = asForm ? VALID_LEADS[type] : { ...VALID_LEADS[type], submissionId: randomUUID() };
        const fields: Record<string, unknown> = { ...valid };
        for (const [f, text, where] of changes) fields[f] = place(valid[f], text, where);
        // What the schemas make of it is what must be stored, as the service reads each kind of post.
        const expected = await parseSubmission(asForm ? formFields(formBody(fields)) : fields);
        const answer = asForm
          ? await post(formBody(fields), 'application/x-www-form-urlencoded')
          : await post(JSON.stringify(fields), 'application/json');
        expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
        if (!expected.ok) {
          expect(answer.status).toBe(400);
          for (const message of Object.values(expected.errors)) expect(MESSAGE_TEXTS.has(message), message).toBe(true);
          if (asForm) expect(answer.type).toContain('text/html');
          else expect(JSON.parse(answer.text)).toEqual({ errors: expected.errors });
          return;
        }
        expect(answer.status).toBe(asForm ? 303 : 201);
        const { captchaToken: _token, website: _honeypot, ...lead } = expected.lead;
        const records = await engine.store.find({ form: type });
        // A form post's id is derived from what it sent: it is found by its content (an identical earlier post is the same lead).
        const stored = asForm
          ? records.find((r) => isDeepStrictEqual(r.lead.lead, lead))
          : records.find((r) => r.lead.id === (JSON.parse(answer.text) as { id: string }).id);
        expect(stored?.lead.lead, 'the lead as stored').toEqual(lead);
        assertStorable(stored?.lead.lead, 'lead');
        if (stored) accepted.set(stored.lead.id, { lead, attribution: null });
        count(changes.map(([, text]) => text).join(''));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('the attribution cookie, escaped in its JSON or raw, as browsers hold it', async () => {
    const key = fc.oneof(
      fc.constantFrom('utm_source', 'utm_medium', 'utm_campaign', 'gclid', 'referrer'),
      hostile.map((text) => text.slice(0, 80)),
    );
    const value = fc.oneof(
      hostile.map((text) => text.slice(0, 700)),
      fc.constant('spring'),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(key, value, { maxKeys: 5 }), fc.boolean(), async (cookieValue, raw) => {
        // Raw: the JSON text written by hand, controls left in it as they are (a browser's cookie jar holds any byte the site wrote).
        const json = raw
          ? `{${Object.entries(cookieValue)
              .map(([k, v]) => `"${k.replace(/["\\\uD800-\uDFFF]/g, '')}":"${v.replace(/["\\\uD800-\uDFFF]/g, '')}"`)
              .join(',')}}`
          : JSON.stringify(cookieValue);
        const cookie = `hl-consent=1; fp-utm=${encodeURIComponent(json)}`;
        const submissionId = randomUUID();
        const answer = await post(JSON.stringify({ ...VALID_LEADS.newsletter, submissionId }), 'application/json', cookie);
        expect(answer.status, answer.text.slice(0, 300)).toBe(201);
        const expected = attributionFrom(cookie);
        const [stored] = (await engine.store.find({ email: VALID_LEADS.newsletter.email })).filter((r) => r.lead.id === submissionId);
        expect(stored?.lead.attribution, 'the attribution as stored').toEqual(expected);
        assertStorable(stored?.lead.attribution, 'attribution');
        accepted.set(submissionId, { lead: stored?.lead.lead ?? {}, attribution: expected });
        count(json);
      }),
      { seed: SEED, numRuns: COOKIE_RUNS },
    );
  });

  it('delivers every accepted lead upstream as stored, and keeps none aside', async () => {
    expect(accepted.size).toBeGreaterThan(FORM_TYPES.length * 5);
    const deadline = Date.now() + 60_000;
    while ([...accepted.keys()].some((id) => !upstream.accepted.has(id)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect([...accepted.keys()].filter((id) => !upstream.accepted.has(id))).toEqual([]);
    const bodies = new Map((upstream.bodies as Array<{ id: string; lead: unknown; attribution: unknown }>).map((body) => [body.id, body]));
    for (const [id, { lead, attribution }] of accepted) expect(bodies.get(id), id).toMatchObject({ lead, attribution });
    expect(fs.existsSync(deadLetterDir(engine.leadsDir)) ? fs.readdirSync(deadLetterDir(engine.leadsDir)) : []).toEqual([]);
    const carriedBy = Object.keys(KINDS).map((kind) => `${kind} ${carried.get(kind) ?? 0}`);
    console.log(`fuzz ${name}: ${accepted.size} leads accepted, stored and delivered (seed ${SEED}); sent with: ${carriedBy.join(', ')}`);
    for (const kind of Object.keys(KINDS)) expect(carried.get(kind) ?? 0, `accepted leads sent with: ${kind}`).toBeGreaterThan(0);
  });
});
