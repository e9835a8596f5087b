import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captchaConfigFromEnv, siteOfRequest, siteOriginsFromEnv, type CaptchaConfig } from '../../services/leads/captcha';
import { Delivery } from '../../services/leads/delivery';
import { createLeadServer } from '../../services/leads/server';
import type { StoredLead } from '../../services/leads/lead';
import { LeadStore } from '../../services/leads/store';
import { CONTACT } from './fixtures/contact-lead';
import { freshLeadsDir } from '../support/leads-dir';
import { until } from '../support/until';

const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  cleanups.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

function readJson(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(JSON.parse(text || 'null')));
  });
}

/**
 * A stand-in for reCAPTCHA Enterprise's assessment API: a token "human-<action>" is valid with score 0.9,
 * "bot-<action>" valid with 0.1, anything else invalid; "down" makes the API answer 503.
 */
async function fakeAssessmentApi(): Promise<{ origin: string; calls: Array<{ url: string; body: unknown }> }> {
  const calls: Array<{ url: string; body: unknown }> = [];
  const origin = await listen((req, res) => {
    void readJson(req).then((body) => {
      calls.push({ url: req.url ?? '', body });
      const event = (body as { event: { token: string } }).event;
      if (event.token === 'down') {
        res.writeHead(503).end();
        return;
      }
      const [kind, action] = event.token.split('-');
      const valid = kind === 'human' || kind === 'bot';
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          tokenProperties: valid ? { valid: true, action } : { valid: false, invalidReason: 'MALFORMED' },
          riskAnalysis: { score: kind === 'human' ? 0.9 : 0.1 },
        }),
      );
    });
  });
  return { origin, calls };
}

/**
 * Each lead's delivery is awaited, not assumed: milliseconds here, seconds on a slow machine, so a test that
 * waits for deliveries has DELIVERING, and a lead not delivered fails it after DELIVERY_LIMIT.
 */
const DELIVERY_LIMIT = 15_000;
const DELIVERING = 60_000;

const EN = 'http://localhost:9101';
const ZH = 'http://localhost:9102';

async function endpoint() {
  const api = await fakeAssessmentApi();
  const delivered: StoredLead[] = [];
  const upstream = await listen((req, res) => {
    void readJson(req).then((body) => {
      delivered.push(body as StoredLead);
      res.writeHead(201).end();
    });
  });
  const dir = await freshLeadsDir((fn) => cleanups.push(fn));
  const store = await LeadStore.open({ leadsDir: dir });
  const delivery = new Delivery(store, { upstreamUrl: `${upstream}/leads`, baseDelayMs: 20, maxDelayMs: 100, timeoutMs: 1000 });
  const env = {
    RECAPTCHA_PROJECT_ID: 'harbourline-site',
    RECAPTCHA_API_KEY: 'test-api-key',
    GATSBY_RECAPTCHA_SITE_KEY: 'test-site-key',
    RECAPTCHA_API_ORIGIN: api.origin,
    LEADS_SITE_ORIGINS: `en-US=${EN} zh-CN=${ZH}`,
  };
  const captcha = captchaConfigFromEnv(env);
  const server = createLeadServer({ store, delivery, captcha, siteOrigins: siteOriginsFromEnv(env) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  delivery.start();
  cleanups.push(async () => {
    server.closeAllConnections();
    server.close();
    await delivery.stop();
    await store.close();
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = async (origin: string | undefined, token: string | undefined) => {
    const response = await fetch(`${base}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: JSON.stringify({ ...CONTACT, ...(token ? { captchaToken: token } : {}) }),
    });
    return { status: response.status, id: ((await response.json()) as { id: string }).id };
  };
  const deliveredOf = async (id: string): Promise<StoredLead | undefined> => {
    await until(`lead ${id} to be delivered`, () => delivered.some((lead) => lead.id === id), DELIVERY_LIMIT);
    return delivered.find((lead) => lead.id === id);
  };
  return { post, deliveredOf, api, captcha };
}

describe('the captcha never loses a lead', { timeout: DELIVERING }, () => {
  let service: Awaited<ReturnType<typeof endpoint>>;
  beforeEach(async () => {
    service = await endpoint();
  });

  it('takes a lead without a token from the site that does not load the captcha, flagged as not checked (not as spam), and asks no one', async () => {
    const { post, deliveredOf, api } = service;
    const { status, id } = await post(ZH, undefined);
    expect(status).toBe(201);
    expect(await deliveredOf(id)).toMatchObject({
      flags: ['captcha-not-used'],
      captcha: { verdict: 'not-used', site: 'zh-CN' },
      lead: { email: CONTACT.email },
    });
    expect(api.calls).toEqual([]);
  });

  it('stores and delivers a lead whose captcha failed to load or failed, flagged suspected-spam', async () => {
    const { post, deliveredOf } = service;
    const cases: Array<[string | undefined, string | undefined, string]> = [
      [EN, undefined, 'no-token'],
      [EN, 'bot-contact', 'low-score'],
      [EN, 'forged', 'invalid-token'],
      [EN, 'human-signup', 'wrong-action'],
      [EN, 'down', 'unverified'],
      // No Origin and no known Host: treated as a site that loads the captcha.
      [undefined, undefined, 'no-token'],
      ['https://elsewhere.example', undefined, 'no-token'],
    ];
    for (const [origin, token, reason] of cases) {
      const { status, id } = await post(origin, token);
      expect(status, `${origin} ${token}`).toBe(201);
      expect(await deliveredOf(id), `${origin} ${token}`).toMatchObject({
        flags: ['suspected-spam'],
        captcha: { verdict: 'suspected', reason },
      });
    }
  });

  it('delivers a lead with a passing token unflagged, having asked the assessment API with the project, key, site key and action', async () => {
    const { post, deliveredOf, api } = service;
    const { id } = await post(EN, 'human-contact');
    expect(await deliveredOf(id)).toMatchObject({ flags: [], captcha: { verdict: 'passed', score: 0.9 } });
    expect(api.calls).toEqual([
      {
        url: '/v1/projects/harbourline-site/assessments?key=test-api-key',
        body: { event: { token: 'human-contact', siteKey: 'test-site-key', expectedAction: 'contact' } },
      },
    ]);
  });
});

describe('captcha configuration and the site of a request', () => {
  it('is on only with the project, the API key and the site key, and checks the threshold', () => {
    expect(captchaConfigFromEnv({ RECAPTCHA_PROJECT_ID: 'p', RECAPTCHA_API_KEY: 'k' })).toBeUndefined();
    const config: CaptchaConfig | undefined = captchaConfigFromEnv({
      RECAPTCHA_PROJECT_ID: 'p',
      RECAPTCHA_API_KEY: 'k',
      GATSBY_RECAPTCHA_SITE_KEY: 's',
    });
    expect(config).toMatchObject({ threshold: 0.5, apiOrigin: 'https://recaptchaenterprise.googleapis.com' });
    expect(() =>
      captchaConfigFromEnv({
        RECAPTCHA_PROJECT_ID: 'p',
        RECAPTCHA_API_KEY: 'k',
        GATSBY_RECAPTCHA_SITE_KEY: 's',
        RECAPTCHA_SCORE_THRESHOLD: '7',
      }),
    ).toThrow(/between 0 and 1/);
  });

  it('knows a site by its Origin, else by the Host it was sent to, never by the body', () => {
    const origins = siteOriginsFromEnv({ LEADS_SITE_ORIGINS: `zh-CN=${ZH}` });
    const from = (headers: Record<string, string>) => siteOfRequest((name) => headers[name], origins);
    expect(from({ origin: 'https://www.harbourline.example' })).toBe('en-US');
    expect(from({ origin: 'https://cn.harbourline.example' })).toBe('zh-CN');
    expect(from({ origin: ZH })).toBe('zh-CN');
    expect(from({ host: 'cn.harbourline.example' })).toBe('zh-CN');
    expect(from({ 'x-forwarded-host': 'www.harbourline.example', host: '127.0.0.1:9400' })).toBe('en-US');
    expect(from({ origin: 'https://cn.harbourline.example.evil.example' })).toBeUndefined();
    expect(() => siteOriginsFromEnv({ LEADS_SITE_ORIGINS: 'fr-FR=http://x' })).toThrow(/LEADS_SITE_ORIGINS/);
  });
});
