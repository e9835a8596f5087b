import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import geo from '../../src/api/geo';
import leads, { closeLeadFunction } from '../../src/api/leads';
import thirdPartyProxy from '../../src/api/third-party-proxy';
import { proxiedScriptUrls } from '../../src/shared/config/env';
import http from 'node:http';
import { LeadStore } from '../../services/leads/store';
import { CONTACT } from './fixtures/contact-lead';
import { request, response } from '../support/gatsby-function';
import { freshLeadsDir, OPENING_TIMEOUT } from '../support/leads-dir';

// A folder of tempDir's, removed with the others when the file is done.
let leadsDir = '';
beforeAll(async () => {
  leadsDir = await freshLeadsDir(() => undefined);
  process.env.LEADS_DIR = leadsDir;
  // The function opens its database on its first request, of any method: a PGlite start, made here.
  await leads(request('GET', {}), response().res);
});
afterAll(() => closeLeadFunction());

describe('the Gatsby Functions answer as the service behind nginx does', () => {
  it('/api/geo reads the CDN header', () => {
    const { res, sent } = response();
    geo(request('GET', { 'cf-ipcountry': 'de' }), res);
    expect(sent.status).toBe(200);
    expect(sent.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(JSON.parse(sent.body)).toEqual({ countryCode: 'DE' });
  });

  // Reads what the function stored by opening its folder after it: a PGlite opening.
  it(
    '/api/leads stores a valid lead, answers field errors with the form messages, and refuses other methods',
    async () => {
      const json = { 'content-type': 'application/json', cookie: 'fp-utm=%7B%22utm_source%22%3A%22mail%22%7D' };
      const submissionId = '0b7f3a4e-8c1d-4f5e-9a2b-3c4d5e6f7a8b';
      const ok = response();
      await leads(request('POST', json, { ...CONTACT, submissionId }), ok.res);
      expect([ok.sent.status, JSON.parse(ok.sent.body)]).toEqual([201, { id: submissionId }]);
      const invalid = response();
      await leads(request('POST', json, { ...CONTACT, email: 'ana@' }), invalid.res);
      expect(invalid.sent.status).toBe(400);
      expect(JSON.parse(invalid.sent.body)).toMatchObject({ errors: { email: 'Please enter a valid email address' } });
      const get = response();
      await leads(request('GET', {}), get.res);
      expect([get.sent.status, get.sent.headers.allow]).toEqual([405, 'POST']);
      await closeLeadFunction();
      const store = await LeadStore.open({ leadsDir });
      expect((await store.pending()).map(({ lead }) => lead)).toEqual([
        expect.objectContaining({ id: submissionId, attribution: { utm_source: 'mail' } }),
      ]);
      await store.close();
    },
    OPENING_TIMEOUT,
  );

  it('/api/third-party-proxy fetches exactly the tag manager script the build proxies, nothing a visitor names', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const upstream = http.createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'application/javascript', 'set-cookie': 'tracker=1' });
      res.end(`/* ${req.url} */`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = upstream.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const saved = { id: process.env.GATSBY_GTM_ID, host: process.env.GATSBY_GTM_HOST };
    Object.assign(process.env, { GATSBY_GTM_ID: 'GTM-UNIT1', GATSBY_GTM_HOST: `http://127.0.0.1:${port}` });
    try {
      const [allowed] = proxiedScriptUrls();
      const ok = response();
      const visitor = {
        cookie: 'fp-utm=%7B%7D; session=secret',
        authorization: 'Basic c3RhZmY6c2VjcmV0',
        referer: 'https://www.harbourline.example/company/contact/?email=ana@example.com',
        'x-custom': 'private',
        'x-forwarded-for': '203.0.113.9',
        'user-agent': 'UnitBrowser/1.0',
        accept: 'text/javascript',
      };
      await thirdPartyProxy(request('GET', visitor, undefined, { url: allowed ?? '' }), ok.res);
      expect([ok.sent.status, ok.sent.headers['content-type'], ok.sent.body]).toEqual([
        200,
        'application/javascript',
        '/* /gtm.js?id=GTM-UNIT1 */',
      ]);
      expect(ok.sent.headers['set-cookie']).toBeUndefined();
      // The visitor's allowed headers, and only fetch's own besides them.
      expect(seen[0]).toMatchObject({ 'user-agent': 'UnitBrowser/1.0', accept: 'text/javascript' });
      const fetchOwn = ['host', 'connection', 'accept-encoding', 'accept-language', 'sec-fetch-mode'];
      expect(Object.keys(seen[0] ?? {}).filter((name) => !fetchOwn.includes(name) && !['user-agent', 'accept'].includes(name))).toEqual([]);
      expect(JSON.stringify(seen[0])).not.toMatch(/secret|c3RhZmY|ana@example|private|203\.0\.113/);
      for (const url of [`http://127.0.0.1:${port}/gtm.js?id=GTM-OTHER`, 'https://evil.example/x.js', '']) {
        const refused = response();
        await thirdPartyProxy(request('GET', {}, undefined, { url }), refused.res);
        expect(refused.sent.status, url).toBe(404);
      }
    } finally {
      Object.assign(process.env, { GATSBY_GTM_ID: saved.id ?? '', GATSBY_GTM_HOST: saved.host ?? '' });
      upstream.close();
    }
  });
});
