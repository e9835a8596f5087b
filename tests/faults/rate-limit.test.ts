/** The submission limit per client holds across endpoint processes that share one PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { startPostgres, type PrivatePostgres } from '../../scripts/dev/postgres';
import { startLeadProcess, stopProcess } from '../support/lead-processes';

const base = 9461 + Math.floor(Math.random() * 10) * 2;
const ports = [base, base + 1];
let server: PrivatePostgres;
let endpoints: ChildProcess[] = [];
beforeAll(async () => {
  server = startPostgres();
  const env = { DATABASE_URL: server.createDatabase('leads_rate'), LEADS_RATE_LIMIT: '5/60', LEADS_UPSTREAM_URL: '' };
  endpoints = await Promise.all(ports.map((port) => startLeadProcess('endpoint', { ...env, LEADS_PORT: String(port) })));
});
afterAll(async () => {
  await Promise.all(endpoints.map((child) => stopProcess(child)));
  server.stop();
});

/** Posts a newsletter sign-up as nginx forwards it, with the address nginx saw, to the n-th endpoint. */
async function submit(n: number, headers: Record<string, string>): Promise<{ status: number; retryAfter: string | null }> {
  const response = await fetch(`http://127.0.0.1:${ports[n % ports.length]}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ formType: 'newsletter', email: `rate${n}@northfield.example`, consent: true }),
  });
  await response.body?.cancel();
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

describe('the rate limit per client', () => {
  it('answers 429 with Retry-After once a client passes its limit, counting across both endpoints; others go on', async () => {
    const statuses: number[] = [];
    // Whatever a client puts in X-Forwarded-For, the address nginx saw (X-Real-IP) is what counts.
    for (let n = 0; n < 5; n += 1)
      statuses.push((await submit(n, { 'x-real-ip': '203.0.113.7', 'x-forwarded-for': `198.51.100.${n}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const refused = await submit(5, { 'x-real-ip': '203.0.113.7' });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    // Six counted in a window of 60 s fade to the four a next hit may join 20 s into the next window.
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(80);
    expect((await submit(6, { 'x-real-ip': '203.0.113.8' })).status).toBe(201);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let n = 0; n < 5; n += 1) expect((await submit(n, { 'x-real-ip': `2001:db8:1:2::${n + 1}` })).status).toBe(201);
    expect((await submit(5, { 'x-real-ip': '2001:db8:1:2:ffff::9' })).status).toBe(429);
    expect((await submit(6, { 'x-real-ip': '2001:db8:1:3::1' })).status).toBe(201);
  });
});
