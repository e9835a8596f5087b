/**
 * Leads on a CDN: the leads function stores into PostgreSQL and the scheduled delivery function delivers
 * what no instance did, as Netlify runs them (called here as Gatsby hands them requests).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PrivatePostgres } from '../../scripts/dev/postgres';
import leads, { closeLeadFunction } from '../../src/api/leads';
import leadsDelivery from '../../src/api/leads-delivery';
import { request, response } from '../support/gatsby-function';
import { leadUpstream, type LeadUpstream } from '../support/lead-upstream';

let server: PrivatePostgres;
let upstream: LeadUpstream;
beforeAll(async () => {
  server = startPostgres();
  upstream = await leadUpstream('fail');
  Object.assign(process.env, {
    DATABASE_URL: server.createDatabase('leads_cdn'),
    LEADS_UPSTREAM_URL: upstream.url,
    LEADS_RETRY_BASE_MS: '50',
    LEADS_RETRY_MAX_MS: '200',
    LEADS_UPSTREAM_TIMEOUT_MS: '300',
  });
});
afterAll(() => {
  upstream.close();
  server.stop();
});

async function runScheduled(): Promise<{ delivered: number; pending: number; upstreamFailing: boolean }> {
  const { res, sent } = response();
  await leadsDelivery(request('POST', { 'x-nf-event': 'schedule' }, { next_run: new Date().toISOString() }), res);
  expect(sent.status).toBe(200);
  return JSON.parse(sent.body) as { delivered: number; pending: number; upstreamFailing: boolean };
}

describe('leads on a CDN, in PostgreSQL', () => {
  it('the leads function stores while the upstream is down; the scheduled function delivers each once when it is back', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const submissionId = randomUUID();
      const { res, sent } = response();
      await leads(
        request(
          'POST',
          { 'content-type': 'application/json' },
          { formType: 'newsletter', email: `cdn${i}@northfield.example`, consent: true, submissionId },
        ),
        res,
      );
      expect([sent.status, JSON.parse(sent.body)]).toEqual([201, { id: submissionId }]);
      ids.push(submissionId);
    }
    // The instance is frozen or gone, as a function instance is between requests.
    await closeLeadFunction();
    await new Promise((r) => setTimeout(r, 300));
    expect(await runScheduled()).toMatchObject({ delivered: 0, pending: 20, upstreamFailing: true });
    upstream.mode.value = 'ok';
    // Past the failed lead's retry delay.
    await new Promise((r) => setTimeout(r, 300));
    expect(await runScheduled()).toEqual({ delivered: 20, pending: 0, upstreamFailing: false });
    expect([...upstream.accepted.keys()].sort()).toEqual([...ids].sort());
    expect([...upstream.accepted.values()].every((n) => n === 1)).toBe(true);
  });
});
