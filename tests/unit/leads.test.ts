import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backoff, Delivery } from '../../services/leads/delivery';
import { attributionFrom, createLeadServer, MAX_BODY_BYTES } from '../../services/leads/server';
import { geoResponse } from '../../services/leads/geo';
import { LeadStore } from '../../services/leads/store';
import { CONTACT } from './fixtures/contact-lead';
import { leadUpstream, type LeadUpstream } from '../support/lead-upstream';
import { freshLeadsDir } from '../support/leads-dir';
import { until } from '../support/until';

const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

const tmpDir = () => freshLeadsDir((fn) => cleanups.push(fn));

async function fakeUpstream() {
  const upstream = await leadUpstream('fail');
  cleanups.push(() => upstream.close());
  return upstream;
}

async function post(
  base: string,
  body: unknown,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${base}/api/leads`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function startInProcess(dir: string, upstreamUrl?: string) {
  const store = await LeadStore.open({ leadsDir: dir });
  const delivery = new Delivery(store, { upstreamUrl, baseDelayMs: 20, maxDelayMs: 200, timeoutMs: 300, pollMs: 50 });
  const server = createLeadServer({ store, delivery });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  delivery.start();
  cleanups.push(async () => {
    server.closeAllConnections();
    server.close();
    await delivery.stop();
    await store.close();
  });
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, store };
}

type Service = Awaited<ReturnType<typeof startInProcess>>;

/**
 * The lead service in this process on a new database for each test of the block that calls this, started
 * in a hook: opening PGlite takes seconds. `upstream` makes the delivery upstream, if there is one.
 */
function serviceForEachTest(upstream?: () => Promise<string>): () => Service {
  let service: Service | undefined;
  beforeEach(async () => {
    service = await startInProcess(await tmpDir(), await upstream?.());
  });
  return () => {
    if (!service) throw new Error('the lead service did not start');
    return service;
  };
}

describe('the geolocation endpoint', () => {
  const ask = (headers: Record<string, string>) => geoResponse({ header: (name) => headers[name] }).body;

  it("answers the country from whichever CDN header is set, upper-cased, or '' when none is usable", () => {
    const netlify = Buffer.from(JSON.stringify({ city: 'Hamburg', country: { code: 'DE', name: 'Germany' } })).toString('base64');
    expect(ask({ 'x-nf-geo': netlify })).toEqual({ countryCode: 'DE' });
    expect(ask({ 'cloudfront-viewer-country': 'fr' })).toEqual({ countryCode: 'FR' });
    expect(ask({ 'cf-ipcountry': 'US' })).toEqual({ countryCode: 'US' });
    expect(ask({ 'x-country-code': 'nl' })).toEqual({ countryCode: 'NL' });
    // Cloudflare's "XX" (unknown) and "T1" (Tor) are no countries: consent is asked for.
    expect(ask({ 'cf-ipcountry': 'XX' })).toEqual({ countryCode: '' });
    expect(ask({ 'cf-ipcountry': 'T1' })).toEqual({ countryCode: '' });
    expect(ask({ 'x-nf-geo': 'not base64 json', 'x-country-code': 'usa' })).toEqual({ countryCode: '' });
    expect(ask({})).toEqual({ countryCode: '' });
  });

  describe('in the lead service', () => {
    const service = serviceForEachTest();

    it('is served by the node service behind nginx, never cached', async () => {
      const response = await fetch(`${service().base}/api/geo`, { headers: { 'CF-IPCountry': 'de' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
      expect(response.headers.get('vary')).toContain('CF-IPCountry');
      expect(await response.json()).toEqual({ countryCode: 'DE' });
    });
  });
});

describe('the lead endpoint refuses bad input and stores nothing', () => {
  const service = serviceForEachTest();

  it('answers 400 with field errors, 413, 415 and 405, and keeps the log empty', async () => {
    const { base, store } = service();
    const invalid = await post(base, { ...CONTACT, email: 'ana@', firstName: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toMatchObject({ email: 'Please enter a valid email address', firstName: 'Required' });
    expect((await post(base, '{not json')).status).toBe(400);
    expect((await post(base, { ...CONTACT, message: 'x'.repeat(MAX_BODY_BYTES) })).status).toBe(413);
    expect((await post(base, 'formType=contact', { 'content-type': 'text/plain' })).status).toBe(415);
    // A form the browser posts itself is taken from the sites' own pages only.
    expect((await post(base, 'formType=contact', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(403);
    expect((await fetch(`${base}/api/leads`)).status).toBe(405);
    expect((await store.counts()).stored).toBe(0);
  });

  it('never lets an answer be cached, the health check and unknown paths included', async () => {
    const { base } = service();
    for (const url of [`${base}/api/leads/health`, `${base}/nowhere`, `${base}/api/leads`]) {
      expect((await fetch(url)).headers.get('cache-control'), url).toBe('no-cache, no-store, must-revalidate');
    }
  });

  it('drops a honeypot hit while answering as if it were accepted', async () => {
    const { base, store } = service();
    expect((await post(base, { ...CONTACT, website: 'http://spam.example' })).status).toBe(201);
    expect((await store.counts()).stored).toBe(0);
  });

  it('stores a valid lead once per submission id, with the attribution cookie', async () => {
    const { base, store } = service();
    const submissionId = randomUUID();
    const cookie = `fp-utm=${encodeURIComponent(JSON.stringify({ utm_source: 'linkedin', utm_campaign: 'q4' }))}`;
    const headers = { 'content-type': 'application/json', cookie };
    expect((await post(base, { ...CONTACT, submissionId }, headers)).status).toBe(201);
    expect((await post(base, { ...CONTACT, submissionId }, headers)).status).toBe(201);
    const pending = await store.pending();
    expect(pending).toHaveLength(1);
    expect(pending[0]?.lead).toMatchObject({
      id: submissionId,
      attribution: { utm_source: 'linkedin', utm_campaign: 'q4' },
      lead: { email: 'ana@northfield.example' },
    });
  });
});

describe('the attribution cookie', () => {
  it('is read defensively', () => {
    expect(attributionFrom('a=1; fp-utm=%7B%22utm_source%22%3A%22x%22%2C%22n%22%3A1%7D')).toEqual({ utm_source: 'x' });
    expect(attributionFrom('fp-utm=not-json')).toBeNull();
    expect(attributionFrom(undefined)).toBeNull();
  });
});

describe('delivery never loses a lead', () => {
  it('backs off exponentially with a cap and jitter', () => {
    expect(backoff(1, 1000, 60_000, () => 0.5)).toBe(1000);
    expect(backoff(4, 1000, 60_000, () => 0.5)).toBe(8000);
    expect(backoff(20, 1000, 60_000, () => 0.5)).toBe(60_000);
    expect(backoff(2, 1000, 60_000, () => 0)).toBe(1600);
  });

  describe('to an upstream that fails, hangs, then recovers', () => {
    let upstream: LeadUpstream;
    const service = serviceForEachTest(async () => {
      upstream = await fakeUpstream();
      return upstream.url;
    });

    it('keeps 200 leads while the upstream fails or hangs, then delivers each exactly once', async () => {
      const { base, store } = service();
      const ids: string[] = [];
      for (let i = 0; i < 200; i += 1) {
        if (i === 100) upstream.mode.value = 'hang';
        const response = await post(base, { ...CONTACT, submissionId: randomUUID(), message: `lead ${i}` });
        expect(response.status).toBe(201);
        ids.push(String(response.json.id));
      }
      expect(await store.counts()).toMatchObject({ stored: 200, delivered: 0 });
      upstream.mode.value = 'ok';
      await until('the outbox to empty', async () => (await store.counts()).pending === 0, 45_000);
      expect([...upstream.accepted.keys()].sort()).toEqual([...ids].sort());
      expect([...upstream.accepted.values()].every((n) => n === 1)).toBe(true);
    }, 60_000);
  });
});
