import type { Page } from '@playwright/test';
import { test, expect, hydrated, say, sayer, type SiteLocale } from './fixtures';
import newsroomZh from '../../locales/zh-CN/pages/company/newsroom.json';
import { SITE_WIDE } from './servers';

const future = new Date(Date.now() + 21 * 86400_000).toISOString().slice(0, 10);

async function fillPerson(
  page: Page,
  locale: SiteLocale,
  email: string,
  { emailLabel = 'Work Email', phone = false, shipments = false, country = true } = {},
) {
  await page.getByLabel(say(locale, 'First Name'), { exact: true }).fill('Ana');
  await page.getByLabel(say(locale, 'Last Name'), { exact: true }).fill('Lopez');
  await page.getByLabel(say(locale, 'Company Name'), { exact: true }).fill('Northfield Outdoor');
  await page.getByLabel(say(locale, emailLabel), { exact: true }).fill(email);
  if (country) await page.getByLabel(say(locale, 'Country'), { exact: true }).selectOption('US');
  if (phone) await page.getByLabel(say(locale, 'Business Phone'), { exact: true }).fill('+1 562 555 0140');
  if (shipments) await page.getByLabel(say(locale, 'Annual International Freight Shipments'), { exact: true }).selectOption('11-50');
}

async function consent(page: Page, locale: SiteLocale) {
  await page
    .getByRole('checkbox', {
      name: say(
        locale,
        'I agree to receive communications from Harbourline Freight and to the processing of my data as described in the Privacy Policy.',
      ),
    })
    .check();
}

async function delivered(page: Page, email: string): Promise<boolean> {
  const received = (await (await page.request.get('http://127.0.0.1:9114/leads')).json()) as Array<{
    lead: { lead: { email?: string }; attribution: Record<string, string> | null };
  }>;
  return received.some((r) => r.lead.lead.email === email);
}

test('the contact form shows each error on its field, moves focus to the first, and sends once fixed', async ({
  visit,
  page,
  siteLocale,
  context,
}) => {
  await visit('/company/contact/');
  await context.addCookies([
    {
      name: 'fp-utm',
      value: encodeURIComponent(JSON.stringify({ utm_source: 'newsletter', utm_campaign: 'november' })),
      domain: 'localhost',
      path: '/',
    },
  ]);
  const form = page.getByRole('form', { name: say(siteLocale, 'Send us a message') });
  await form.getByRole('button', { name: say(siteLocale, 'Send message') }).click();
  const firstName = form.getByLabel(say(siteLocale, 'First Name'), { exact: true });
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription(say(siteLocale, 'Required'));
  await expect(form.getByLabel(say(siteLocale, 'E-mail'), { exact: true })).toHaveAccessibleDescription(
    say(siteLocale, 'Please enter an email address'),
  );
  await fillPerson(page, siteLocale, 'ana@', { emailLabel: 'E-mail' });
  await expect(form.getByLabel(say(siteLocale, 'E-mail'), { exact: true })).toHaveAccessibleDescription(
    say(siteLocale, 'Please enter a valid email address'),
  );
  const email = `ana+${siteLocale}-${Date.now()}@northfield.example`;
  await form.getByLabel(say(siteLocale, 'E-mail'), { exact: true }).fill(email);
  await form
    .getByLabel(say(siteLocale, 'Message'), { exact: true })
    .fill('We import 40 containers a year from Vietnam and want a second forwarder.');
  await consent(page, siteLocale);
  await form.getByRole('button', { name: say(siteLocale, 'Send message') }).click();
  await expect(form.getByRole('status')).toHaveText(say(siteLocale, 'Thank you for your message...'));
  await expect.poll(() => delivered(page, email)).toBe(true);
  const received = (await (await page.request.get('http://127.0.0.1:9114/leads')).json()) as Array<{
    lead: { lead: { email?: string }; attribution: Record<string, string> | null };
  }>;
  expect(received.find((r) => r.lead.lead.email === email)?.lead.attribution).toEqual({
    utm_source: 'newsletter',
    utm_campaign: 'november',
  });
});

test('the contact form can be filled and sent with the keyboard alone', async ({ visit, page, siteLocale }) => {
  await visit('/company/contact/');
  const form = page.getByRole('form', { name: say(siteLocale, 'Send us a message') });
  await form.getByLabel(say(siteLocale, 'First Name'), { exact: true }).focus();
  await page.keyboard.type('Lin');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Zhao');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Brightwell Home');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Buyer');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`lin+kb-${siteLocale}@brightwell.example`);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(say(siteLocale, 'Country'), { exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Please call me about LCL from Ningbo.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: say(siteLocale, 'Send message') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText(say(siteLocale, 'Thank you for your message...'));
});

test('the quote form asks for a container on FCL, checks the phone, and confirms', async ({ visit, page, siteLocale }) => {
  await visit('/get-started/');
  const form = page.getByRole('form', { name: say(siteLocale, 'Request a freight quote') });
  await form.getByLabel(say(siteLocale, 'Origin'), { exact: true }).fill('Shenzhen, China');
  await form.getByLabel(say(siteLocale, 'Destination'), { exact: true }).fill('Dallas, TX, United States');
  await form.getByRole('radio', { name: say(siteLocale, 'Port to Door') }).check();
  await form.getByLabel(say(siteLocale, 'Cargo'), { exact: true }).fill('600 cartons of camping chairs on 24 pallets');
  await form.getByLabel(say(siteLocale, 'Weight (KG)'), { exact: true }).fill('8200');
  await form.getByLabel(say(siteLocale, 'Volume (CBM)'), { exact: true }).fill('65');
  await form.getByLabel(say(siteLocale, 'Estimated cargo value (USD)'), { exact: true }).fill('92000');
  await form.getByRole('checkbox', { name: say(siteLocale, 'Batteries') }).check();
  await expect(form.getByLabel(say(siteLocale, 'Container type'), { exact: true })).toBeHidden();
  await form.getByRole('radio', { name: say(siteLocale, 'Ocean FCL') }).check();
  await form.getByLabel(say(siteLocale, 'International Commercial Terms'), { exact: true }).selectOption('EXW or FOB');
  await form.getByLabel(say(siteLocale, 'Cargo ready date'), { exact: true }).fill(future);
  await form.getByLabel(say(siteLocale, 'Estimated transit time'), { exact: true }).selectOption('Balanced');
  await fillPerson(page, siteLocale, `quote-${siteLocale}@northfield.example`, { shipments: true });
  await form.getByLabel(say(siteLocale, 'Business Phone'), { exact: true }).fill('(555) 123-4567');
  await consent(page, siteLocale);
  await form.getByRole('button', { name: say(siteLocale, 'Get a quote') }).click();
  await expect(form.getByLabel(say(siteLocale, 'Container type'), { exact: true })).toHaveAccessibleDescription(
    say(siteLocale, 'Required'),
  );
  await expect(form.getByLabel(say(siteLocale, 'Business Phone'), { exact: true })).toHaveAccessibleDescription(
    new RegExp(say(siteLocale, 'Please enter a valid phone number')),
  );
  await form.getByLabel(say(siteLocale, 'Container type'), { exact: true }).selectOption("40' High Cube");
  await form.getByLabel(say(siteLocale, 'Business Phone'), { exact: true }).fill('+1 562 555 0140');
  await form.getByRole('button', { name: say(siteLocale, 'Get a quote') }).click();
  await expect(page).toHaveURL(/\/get-started\/confirmation\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("what a visitor types, ticks and sends before the form's code has loaded is kept, and the post carries it", async ({
  page,
  siteLocale,
}) => {
  // The form's code is a chunk the page asks for when the form is wanted (the build's records name its files);
  // held here until the form is filled in.
  const stats = (await (await page.request.get('/webpack.stats.json')).json()) as {
    namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
  };
  const formCode = new Set(stats.namedChunkGroups['lead-forms']?.assets.map((asset) => `/${asset.name}`));
  expect(formCode.size).toBeGreaterThan(0);
  const held: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    const url = new URL(route.request().url());
    if (!formCode.has(url.pathname)) return route.fallback();
    held.push(url.pathname);
    await released;
    return route.fallback();
  });
  await page.goto('/get-started/');
  await hydrated(page, siteLocale);
  const form = page.getByRole('form', { name: say(siteLocale, 'Request a freight quote') });
  const email = `early-${siteLocale}@northfield.example`;
  await form.getByLabel(say(siteLocale, 'Origin'), { exact: true }).fill('Ningbo, China');
  await form.getByLabel(say(siteLocale, 'Destination'), { exact: true }).fill('Savannah, GA, United States');
  await form.getByRole('radio', { name: say(siteLocale, 'Port to Door') }).check();
  await form.getByLabel(say(siteLocale, 'Cargo'), { exact: true }).fill('40 pallets of ceramic tiles, typed before the code');
  await form.getByLabel(say(siteLocale, 'Weight (KG)'), { exact: true }).fill('9100');
  await form.getByLabel(say(siteLocale, 'Volume (CBM)'), { exact: true }).fill('58');
  await form.getByLabel(say(siteLocale, 'Estimated cargo value (USD)'), { exact: true }).fill('41000');
  await form.getByRole('checkbox', { name: say(siteLocale, 'Batteries') }).check();
  await form.getByRole('radio', { name: say(siteLocale, 'Ocean FCL') }).check();
  await form.getByLabel(say(siteLocale, 'Container type'), { exact: true }).selectOption("40' High Cube");
  await form.getByLabel(say(siteLocale, 'International Commercial Terms'), { exact: true }).selectOption('EXW or FOB');
  await form.getByLabel(say(siteLocale, 'Cargo ready date'), { exact: true }).fill(future);
  await form.getByLabel(say(siteLocale, 'Estimated transit time'), { exact: true }).selectOption('Balanced');
  await fillPerson(page, siteLocale, email, { phone: true, shipments: true });
  await consent(page, siteLocale);
  // All of it went into the server's form: the code was asked for and is still held.
  expect(held.length).toBeGreaterThan(0);
  await form.getByRole('button', { name: say(siteLocale, 'Get a quote') }).click();
  // The submit waits for the code rather than leaving the page as the browser's own post.
  await expect(page).toHaveURL(/\/get-started\/$/);
  // ...and says it is on its way meanwhile, as the code does once it sends.
  await expect(form.getByRole('button', { name: say(siteLocale, 'Sending…') })).toBeVisible();
  await expect(form).toHaveAttribute('aria-busy', 'true');
  const post = page.waitForRequest((request) => request.url().endsWith('/api/leads') && request.method() === 'POST');
  release();
  const sent = (await post).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    formType: 'quote',
    origin: 'Ningbo, China',
    cargo: '40 pallets of ceramic tiles, typed before the code',
    dangerousGoods: ['Batteries'],
    transportMode: 'Ocean FCL',
    email,
  });
  await expect(page).toHaveURL(/\/get-started\/confirmation\/$/);
  await expect.poll(() => delivered(page, email)).toBe(true);
});

test('sign-up confirms on its own page', async ({ visit, page, siteLocale }) => {
  await visit('/sign-up/');
  await fillPerson(page, siteLocale, `signup-${siteLocale}@northfield.example`, { phone: true, shipments: true });
  await consent(page, siteLocale);
  await page
    .getByRole('form', { name: say(siteLocale, 'Create your account') })
    .getByRole('button', { name: say(siteLocale, 'Sign up') })
    .click();
  await expect(page).toHaveURL(/\/sign-up\/confirmation\/$/);
});

for (const [path, formName, submit, options] of [
  ['/talk-to-an-expert/', 'Book a call with an expert', 'Talk to an expert', { phone: true, shipments: true }],
  ['/climate/open-emissions-sign-up/', 'Join Open Emissions', 'Sign up', { shipments: true }],
  ['/company/newsroom/', 'Press enquiries', 'Send message', { emailLabel: 'E-mail', country: false }],
] as const) {
  test(`the ${formName} form sends a valid submission`, async ({ visit, page, siteLocale }) => {
    await visit(path);
    const form = page.getByRole('form', { name: say(siteLocale, formName) });
    await fillPerson(page, siteLocale, `${formName.length}-${siteLocale}@northfield.example`, options);
    if (formName === 'Press enquiries')
      await form.getByLabel(say(siteLocale, 'Message'), { exact: true }).fill('Interview request about peak season.');
    await consent(page, siteLocale);
    await form.getByRole('button', { name: say(siteLocale, submit) }).click();
    await expect(form.getByRole('status')).toHaveText(say(siteLocale, 'Thank you for your message...'));
  });
}

test('the newsletter says "Invalid email", then thanks for subscribing', async ({ visit, page, siteLocale }) => {
  await visit('/global-logistics-update/');
  const form = page.getByRole('form', { name: say(siteLocale, 'Get the Global Logistics Update by email') });
  await form.getByLabel(say(siteLocale, 'E-mail'), { exact: true }).fill('not-an-email');
  await consent(page, siteLocale);
  await form.getByRole('button', { name: say(siteLocale, 'Subscribe') }).click();
  await expect(form.getByLabel(say(siteLocale, 'E-mail'), { exact: true })).toHaveAccessibleDescription(say(siteLocale, 'Invalid email'));
  await form.getByLabel(say(siteLocale, 'E-mail'), { exact: true }).fill(`news-${siteLocale}@northfield.example`);
  await form.getByRole('button', { name: say(siteLocale, 'Subscribe') }).click();
  await expect(form.getByRole('status')).toHaveText(say(siteLocale, 'Thanks for Subscribing!'));
});

test('when the endpoint fails, the forms say so and keep what was typed', async ({ visit, page, siteLocale }) => {
  await page.route('**/api/leads', (route) => route.fulfill({ status: 503, body: '' }));
  await visit('/company/contact/');
  const form = page.getByRole('form', { name: say(siteLocale, 'Send us a message') });
  await fillPerson(page, siteLocale, 'ana@northfield.example', { emailLabel: 'E-mail' });
  await form.getByLabel(say(siteLocale, 'Message'), { exact: true }).fill('Hello');
  await consent(page, siteLocale);
  await form.getByRole('button', { name: say(siteLocale, 'Send message') }).click();
  await expect(form.getByRole('status')).toHaveText(say(siteLocale, 'Sorry, but we are unable to process your message'));
  await expect(form.getByLabel(say(siteLocale, 'Message'), { exact: true })).toHaveValue('Hello');
  await visit('/global-logistics-update/');
  const news = page.getByRole('form', { name: say(siteLocale, 'Get the Global Logistics Update by email') });
  await news.getByLabel(say(siteLocale, 'E-mail'), { exact: true }).fill('ana@northfield.example');
  await consent(page, siteLocale);
  await news.getByRole('button', { name: say(siteLocale, 'Subscribe') }).click();
  await expect(news.getByRole('status')).toHaveText(say(siteLocale, 'Something went wrong. Try again.'));
});

// That nothing refused is stored is checked against the store itself in tests/unit/leads.test.ts.
test('crafted posts through the server get 4xx', { tag: SITE_WIDE }, async ({ request }) => {
  const invalid = await request.post('/api/leads', { data: { formType: 'contact', email: 'x' } });
  expect(invalid.status()).toBe(400);
  expect(((await invalid.json()) as { errors: Record<string, string> }).errors).toMatchObject({
    email: 'Please enter a valid email address',
    firstName: 'Required',
  });
  expect((await request.post('/api/leads', { data: 'formType=contact', headers: { 'content-type': 'text/plain' } })).status()).toBe(415);
  const huge = await request.post('/api/leads', { data: { formType: 'contact', message: 'x'.repeat(100_000) } });
  expect(huge.status()).toBe(413);
  expect((await request.post('/api/leads', { data: { formType: 'contact', message: 'x'.repeat(40_000) } })).status()).toBe(413);
  expect((await request.get('/api/leads')).status()).toBe(405);
});

test.describe('on a phone, a form below the fold', () => {
  test.use({ viewport: { width: 390, height: 480 } });

  for (const back of ['Back', 'a link'] as const) {
    test(`is there and sends after the visitor left its page before wanting it and came back by ${back}`, async ({ page, siteLocale }) => {
      await page.goto('/company/newsroom/');
      await hydrated(page, siteLocale);
      const form = page.getByRole('form', { name: say(siteLocale, 'Press enquiries') });
      // The press form is more than a screen below: its code has not been asked for when the visitor leaves.
      await page
        .getByRole('region', { name: sayer(newsroomZh)(siteLocale, 'Latest news') })
        .getByRole('link')
        .first()
        .click();
      await expect(page).not.toHaveURL(/\/company\/newsroom\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (back === 'Back') await page.goBack();
      else
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: say(siteLocale, 'Newsroom'), exact: true })
          .click();
      await expect(page).toHaveURL(/\/company\/newsroom\/$/);
      await form.scrollIntoViewIfNeeded();
      await expect(form.getByRole('heading', { name: say(siteLocale, 'Press enquiries') })).toBeVisible();
      const email = `returned-${back.length}-${siteLocale}@northfield.example`;
      await fillPerson(page, siteLocale, email, { emailLabel: 'E-mail', country: false });
      await form.getByLabel(say(siteLocale, 'Message'), { exact: true }).fill('Comment on Asia-Europe rates, please.');
      await consent(page, siteLocale);
      await form.getByRole('button', { name: say(siteLocale, 'Send message') }).click();
      await expect(form.getByRole('status')).toHaveText(say(siteLocale, 'Thank you for your message...'));
      await expect.poll(() => delivered(page, email)).toBe(true);
    });
  }
});
