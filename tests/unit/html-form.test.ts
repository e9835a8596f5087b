import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { derivedSubmissionId, formFields, formPageOf } from '../../services/leads/html-form';
import { fieldLabels, formErrorsPage } from '../../services/leads/form-errors-page';
import { leadHandler } from '../../services/leads/handler';
import { FORM_PAGES } from '../../src/shared/forms/confirmation-paths';
import { MESSAGES } from '../../src/shared/forms/messages';
import type { LeadSink, StoredLead } from '../../services/leads/lead';

const TEMPLATE =
  '<html lang="en"><body><header>Harbourline</header><main><h1>Your form was not sent</h1><div id="form-errors" class="form-errors"></div>' +
  '<p><a id="form-errors-back" class="button" href="/">Back to the form</a></p></main></body></html>';
const FORM_PAGE =
  '<form><input type="hidden" name="formType" value="newsletter"><label for="newsletter-email">E-mail</label><span class="field__required"> *</span>' +
  '<input id="newsletter-email" name="email"><fieldset><legend>Door options<span class="field__required"> *</span></legend>' +
  '<label class="choice"><input id="quote-doorOption" type="radio" value="a">Port to Port</label></fieldset>' +
  '<label class="choice" for="newsletter-consent"><input id="newsletter-consent" type="checkbox">I agree</label></form>';

/** A form page whose label holds what String.replace would expand in a replacement string. */
const DOLLAR_LABEL_PAGE = `<form><label for="contact-message">Message $& $1 $' $\`</label><textarea id="contact-message"></textarea></form>`;

let site: http.Server;
let origin = '';
beforeAll(async () => {
  site = http.createServer((req, res) => {
    if (req.url === '/form-errors/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(TEMPLATE);
    if (req.url === '/global-logistics-update/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(FORM_PAGE);
    if (req.url === '/company/contact/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(DOLLAR_LABEL_PAGE);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => site.close());

function memoryStore(): LeadSink & { leads: StoredLead[] } {
  const leads: StoredLead[] = [];
  return {
    leads,
    has: (id) => Promise.resolve(leads.some((l) => l.id === id)),
    add: (lead) => {
      if (leads.some((l) => l.id === lead.id)) return Promise.resolve(false);
      leads.push(lead);
      return Promise.resolve(true);
    },
    counts: () => Promise.resolve({ stored: leads.length, delivered: 0, pending: leads.length }),
    close: () => Promise.resolve(),
  };
}

describe('a form posted without JavaScript', () => {
  it('reads check boxes as true and lists as lists, as the JSON posts carry them', () => {
    expect(formFields('formType=quote&consent=on&dangerousGoods=Batteries&dangerousGoods=Magnets&email=a%40b.example&website=')).toEqual({
      formType: 'quote',
      consent: true,
      dangerousGoods: ['Batteries', 'Magnets'],
      email: 'a@b.example',
      website: '',
    });
    expect(formFields('dangerousGoods=Batteries')).toEqual({ dangerousGoods: ['Batteries'] });
  });

  it("is taken from the sites' own pages only, by Origin or else Referer", () => {
    const sites = new Map([['https://www.harbourline.example', 'en-US' as const]]);
    const from = (headers: Record<string, string>) => formPageOf((name) => headers[name], sites);
    const site = { origin: 'https://www.harbourline.example', locale: 'en-US' };
    expect(from({ origin: 'https://www.harbourline.example', referer: 'https://www.harbourline.example/get-started/?x=1' })).toEqual(site);
    expect(from({ referer: 'https://www.harbourline.example/sign-up/' })).toEqual(site);
    expect(from({ origin: 'https://www.harbourline.example', referer: 'https://elsewhere.example/x/' })).toEqual(site);
    expect(from({ origin: 'https://elsewhere.example' })).toBeNull();
    expect(from({ referer: 'https://elsewhere.example/https://www.harbourline.example/' })).toBeNull();
    expect(from({ referer: '//www.harbourline.example/get-started/' })).toBeNull();
    expect(from({ origin: 'null' })).toBeNull();
    expect(from({})).toBeNull();
  });

  describe("links its errors page to the form's own page, whatever the Referer says", () => {
    const HOSTILE_PATHS = [
      '//evil.example/x',
      '/\\evil.example/',
      '/%2F%2Fevil.example',
      '/%5Cevil.example/',
      '/$&/',
      "/$1$'$`$<x>/",
      '/x"onmouseover="alert(1)"/',
      "/x'><script>alert(1)</script>/",
    ];
    const invalidNewsletter = (headers: Record<string, string>) =>
      leadHandler({ store: memoryStore(), delivery: { kick: () => undefined }, siteOrigins: new Map([[origin, 'en-US']]) })({
        method: 'POST',
        header: (name) => ({ 'content-type': 'application/x-www-form-urlencoded', ...headers })[name],
        body: () => Promise.resolve('formType=newsletter&email=ana%40&website='),
      });
    /** Every link of a page, each as its whole tag. */
    const links = (html: string) => html.match(/<a\b[^>]*>/g) ?? [];
    const OWN_LINKS = [
      '<a href="/global-logistics-update/#newsletter-email">',
      '<a href="/global-logistics-update/#newsletter-consent">',
      '<a id="form-errors-back" class="button" href="/global-logistics-update/">',
    ];

    for (const hostile of HOSTILE_PATHS) {
      it(`a Referer whose path is ${hostile}, with and without an Origin`, async () => {
        const withAndWithoutOrigin: Array<Record<string, string>> = [
          { origin, referer: `${origin}${hostile}` },
          { referer: `${origin}${hostile}` },
        ];
        for (const headers of withAndWithoutOrigin) {
          const answer = await invalidNewsletter(headers);
          expect(answer.status).toBe(400);
          expect(links(answer.text ?? '')).toEqual(OWN_LINKS);
          expect(answer.text).not.toMatch(/evil\.example|onmouseover|<script/);
        }
      });
    }

    it('a Referer that is a path alone, or another site', async () => {
      for (const referer of ['//evil.example/x', '/\\evil.example/', 'https://evil.example/get-started/']) {
        const answer = await invalidNewsletter({ origin, referer });
        expect(links(answer.text ?? '')).toEqual(OWN_LINKS);
        expect(answer.text).not.toContain('evil.example');
      }
    });

    it("puts the page's own text in as it is, a label holding $& or $1 included", async () => {
      const page = await formErrorsPage({ origin, locale: 'en-US' }, 'contact', { message: MESSAGES.required });
      expect(page).toContain(
        `<a href="/company/contact/#contact-message">Message $&amp; $1 $&#39; $\`</a>: ${MESSAGES.required}</li></ul></div>`,
      );
      expect(links(page)).toEqual([
        '<a href="/company/contact/#contact-message">',
        '<a id="form-errors-back" class="button" href="/company/contact/">',
      ]);
    });

    it('each form type names the page that shows its form', () => {
      const root = path.resolve(__dirname, '../..');
      const forms = fs.readFileSync(path.join(root, 'src/site/components/forms/forms.tsx'), 'utf8');
      const componentOf = new Map(
        [...forms.matchAll(/export function (\w+)\(\)[^]*?formType="([^"]+)"/g)].map(([, name, type]) => [type, name]),
      );
      for (const [type, page] of Object.entries(FORM_PAGES)) {
        const file = path.join(root, 'src/pages', `${page.replace(/\/$/, '')}.tsx`);
        expect(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `no ${file}`, type).toContain(
          `<${componentOf.get(type) ?? `the form of ${type}`} />`,
        );
      }
    });

    it('the home page when the form is not known (a post refused before it was read)', async () => {
      const page = await formErrorsPage({ origin, locale: 'en-US' }, '', { '(form)': MESSAGES.genericFailure });
      expect(links(page)).toEqual(['<a id="form-errors-back" class="button" href="/">']);
      expect(page).toContain(`<ul class="form-errors__list"><li>${MESSAGES.genericFailure}</li></ul>`);
    });
  });

  it('gets one id for the same submission from the same client in the same ten minutes, another otherwise', () => {
    const fields = { formType: 'newsletter', email: 'a@b.example', consent: true };
    const at = Date.UTC(2026, 10, 24, 10, 1);
    const id = derivedSubmissionId(fields, '203.0.113.7', at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(derivedSubmissionId({ consent: true, email: 'a@b.example', formType: 'newsletter' }, '203.0.113.7', at + 60_000)).toBe(id);
    expect(derivedSubmissionId(fields, '203.0.113.8', at)).not.toBe(id);
    expect(derivedSubmissionId({ ...fields, email: 'c@b.example' }, '203.0.113.7', at)).not.toBe(id);
    expect(derivedSubmissionId(fields, '203.0.113.7', at + 20 * 60_000)).not.toBe(id);
  });

  it('stores one lead for a page sent twice across the turn of its ten minutes', async () => {
    const store = memoryStore();
    const handle = leadHandler({ store, delivery: { kick: () => undefined }, siteOrigins: new Map([[origin, 'en-US']]) });
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      referer: `${origin}/global-logistics-update/`,
    };
    const send = () =>
      handle({
        method: 'POST',
        header: (name) => headers[name],
        body: () => Promise.resolve('formType=newsletter&email=turn%40northfield.example&consent=on&website='),
      });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.UTC(2026, 10, 24, 18, 59, 59));
      expect((await send()).status).toBe(303);
      vi.setSystemTime(Date.UTC(2026, 10, 24, 19, 0, 2));
      expect((await send()).status).toBe(303);
      expect(store.leads).toHaveLength(1);
      // Twenty minutes on, the same person sending it again is a new lead.
      vi.setSystemTime(Date.UTC(2026, 10, 24, 19, 20, 5));
      await send();
      expect(store.leads).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names each field by the label the page shows, a group by its legend, without the required mark', () => {
    expect(Object.fromEntries(fieldLabels(FORM_PAGE))).toEqual({
      'newsletter-email': 'E-mail',
      'quote-doorOption': 'Door options',
      'newsletter-consent': 'I agree',
    });
  });

  it('answers a valid post with 303 to the thank-you page, an invalid one with the errors page, and stores once', async () => {
    const store = memoryStore();
    const handle = leadHandler({ store, delivery: { kick: () => undefined }, siteOrigins: new Map([[origin, 'en-US']]) });
    const send = (body: string) =>
      handle({
        method: 'POST',
        header: (name) =>
          ({
            'content-type': 'application/x-www-form-urlencoded',
            origin,
            referer: `${origin}/global-logistics-update/`,
          })[name],
        body: () => Promise.resolve(body),
      });
    const valid = 'formType=newsletter&email=ana%40northfield.example&consent=on&website=';
    for (let i = 0; i < 2; i += 1) {
      const ok = await send(valid);
      expect([ok.status, ok.headers.location, ok.headers['cache-control']]).toEqual([
        303,
        '/newsletter/thanks/',
        'no-cache, no-store, must-revalidate',
      ]);
    }
    expect(store.leads).toHaveLength(1);
    expect(store.leads[0]?.lead).toMatchObject({ formType: 'newsletter', email: 'ana@northfield.example', consent: true });
    const trap = await send(`${valid}&website=http%3A%2F%2Fspam.example`);
    expect([trap.status, store.leads.length]).toEqual([303, 1]);
    const invalid = await send('formType=newsletter&email=ana%40&website=');
    expect([invalid.status, invalid.headers['content-type']]).toEqual([400, 'text/html; charset=utf-8']);
    expect(invalid.text).toContain(
      '<div id="form-errors" class="form-errors"><ul class="form-errors__list">' +
        '<li><a href="/global-logistics-update/#newsletter-email">E-mail</a>: Invalid email</li>' +
        '<li><a href="/global-logistics-update/#newsletter-consent">I agree</a>: Required</li></ul></div>',
    );
    expect(invalid.text).toContain('<a id="form-errors-back" class="button" href="/global-logistics-update/">');
    expect(invalid.text).toContain('<header>Harbourline</header>');
  });
});
