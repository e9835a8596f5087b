/**
 * Every lead form with JavaScript off: the browser posts the form itself. Valid, the visitor lands on the
 * form's thank-you or confirmation page and the lead reaches the upstream once; invalid, a page in the
 * site's frame and language lists the spec's messages, each linking to its field on the form.
 */
import type { Page } from '@playwright/test';
import { test, expect, sayer, type SiteLocale } from './fixtures';
import formConfirmation from '../../locales/zh-CN/templates/form-confirmation.json';
import formErrors from '../../locales/zh-CN/templates/form-errors.json';
import { CDN_PORT, onlyOn, SITE_WIDE } from './servers';

test.use({ javaScriptEnabled: false });

const say = sayer(formConfirmation, formErrors);
const CONSENT =
  'I agree to receive communications from Harbourline Freight and to the processing of my data as described in the Privacy Policy.';
const future = new Date(Date.now() + 21 * 86400_000).toISOString().slice(0, 10);

/** How many times the stand-in upstream received a lead from this address. */
async function deliveries(page: Page, email: string): Promise<number> {
  const received = (await (await page.request.get('http://127.0.0.1:9114/leads')).json()) as Array<{ lead: { lead: { email?: string } } }>;
  return received.filter((r) => r.lead.lead.email === email).length;
}

interface FormCase {
  path: string;
  name: string;
  submit: string;
  /** Fills every required field but the e-mail. */
  fill(page: Page, locale: SiteLocale): Promise<void>;
  emailLabel: string;
  landsOn: RegExp;
  heading: string;
}

async function person(page: Page, locale: SiteLocale, { phone = false, shipments = false, country = true } = {}) {
  await page.getByLabel(say(locale, 'First Name'), { exact: true }).fill('Ana');
  await page.getByLabel(say(locale, 'Last Name'), { exact: true }).fill('Lopez');
  await page.getByLabel(say(locale, 'Company Name'), { exact: true }).fill('Northfield Outdoor');
  if (country) await page.getByLabel(say(locale, 'Country'), { exact: true }).selectOption('US');
  if (phone) await page.getByLabel(say(locale, 'Business Phone'), { exact: true }).fill('+1 562 555 0140');
  if (shipments) await page.getByLabel(say(locale, 'Annual International Freight Shipments'), { exact: true }).selectOption('11-50');
}

const message = (page: Page, locale: SiteLocale) =>
  page.getByLabel(say(locale, 'Message'), { exact: true }).fill('Hello without JavaScript');

const FORMS: FormCase[] = [
  {
    path: '/global-logistics-update/',
    name: 'Get the Global Logistics Update by email',
    submit: 'Subscribe',
    fill: () => Promise.resolve(),
    emailLabel: 'E-mail',
    landsOn: /\/newsletter\/thanks\/$/,
    heading: 'Thanks for Subscribing!',
  },
  {
    path: '/company/contact/',
    name: 'Send us a message',
    submit: 'Send message',
    fill: async (page, locale) => {
      await person(page, locale);
      await message(page, locale);
    },
    emailLabel: 'E-mail',
    landsOn: /\/thanks\/$/,
    heading: 'Thank you for your message',
  },
  {
    path: '/talk-to-an-expert/',
    name: 'Book a call with an expert',
    submit: 'Talk to an expert',
    fill: (page, locale) => person(page, locale, { phone: true, shipments: true }),
    emailLabel: 'Work Email',
    landsOn: /\/thanks\/$/,
    heading: 'Thank you for your message',
  },
  {
    path: '/climate/open-emissions-sign-up/',
    name: 'Join Open Emissions',
    submit: 'Sign up',
    fill: (page, locale) => person(page, locale, { shipments: true }),
    emailLabel: 'Work Email',
    landsOn: /\/thanks\/$/,
    heading: 'Thank you for your message',
  },
  {
    path: '/company/newsroom/',
    name: 'Press enquiries',
    submit: 'Send message',
    fill: async (page, locale) => {
      await person(page, locale, { country: false });
      await message(page, locale);
    },
    emailLabel: 'E-mail',
    landsOn: /\/thanks\/$/,
    heading: 'Thank you for your message',
  },
  {
    path: '/sign-up/',
    name: 'Create your account',
    submit: 'Sign up',
    fill: (page, locale) => person(page, locale, { phone: true, shipments: true }),
    emailLabel: 'Work Email',
    landsOn: /\/sign-up\/confirmation\/$/,
    heading: 'Thank you for signing up',
  },
  {
    path: '/get-started/',
    name: 'Request a freight quote',
    submit: 'Get a quote',
    fill: async (page, locale) => {
      await page.getByLabel(say(locale, 'Origin'), { exact: true }).fill('Shenzhen, China');
      await page.getByLabel(say(locale, 'Destination'), { exact: true }).fill('Dallas, TX, United States');
      await page.getByRole('radio', { name: say(locale, 'Port to Door') }).check();
      await page.getByLabel(say(locale, 'Cargo'), { exact: true }).fill('600 cartons of camping chairs on 24 pallets');
      await page.getByLabel(say(locale, 'Weight (KG)'), { exact: true }).fill('8200');
      await page.getByLabel(say(locale, 'Volume (CBM)'), { exact: true }).fill('65');
      await page.getByLabel(say(locale, 'Estimated cargo value (USD)'), { exact: true }).fill('92000');
      await page.getByRole('checkbox', { name: say(locale, 'Batteries') }).check();
      // The container type shows once FCL is chosen, without a script.
      await expect(page.getByLabel(say(locale, 'Container type'), { exact: true })).toBeHidden();
      await page.getByRole('radio', { name: say(locale, 'Ocean FCL') }).check();
      await page.getByLabel(say(locale, 'Container type'), { exact: true }).selectOption("40' High Cube");
      await page.getByLabel(say(locale, 'International Commercial Terms'), { exact: true }).selectOption('EXW or FOB');
      await page.getByLabel(say(locale, 'Cargo ready date'), { exact: true }).fill(future);
      await page.getByLabel(say(locale, 'Estimated transit time'), { exact: true }).selectOption('Balanced');
      await person(page, locale, { phone: true, shipments: true });
    },
    emailLabel: 'Work Email',
    landsOn: /\/get-started\/confirmation\/$/,
    heading: 'Thank you for your quote request',
  },
];

for (const form of FORMS) {
  test(`without JavaScript, ${form.name} lands on its thank-you page and its lead reaches the upstream once`, async ({
    page,
    siteLocale,
  }) => {
    const email = `nojs-${form.path.replace(/\W+/g, '')}-${siteLocale}-${Date.now()}@northfield.example`;
    const send = async () => {
      await page.goto(form.path);
      const region = page.getByRole('form', { name: say(siteLocale, form.name) });
      await form.fill(page, siteLocale);
      await region.getByLabel(say(siteLocale, form.emailLabel), { exact: true }).fill(email);
      await region.getByRole('checkbox', { name: say(siteLocale, CONSENT) }).check();
      await region.getByRole('button', { name: say(siteLocale, form.submit) }).click();
      await expect(page).toHaveURL(form.landsOn);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(say(siteLocale, form.heading));
    };
    await send();
    // Sent again at once (a reload, a second click): still one lead.
    await send();
    await expect.poll(() => deliveries(page, email), { timeout: 15_000 }).toBe(1);
  });

  test(`without JavaScript, an invalid ${form.name} lists the spec's messages with links back to the fields`, async ({
    page,
    siteLocale,
  }) => {
    await page.goto(form.path);
    const region = page.getByRole('form', { name: say(siteLocale, form.name) });
    await form.fill(page, siteLocale);
    await region.getByLabel(say(siteLocale, form.emailLabel), { exact: true }).fill('ana@');
    await region.getByRole('button', { name: say(siteLocale, form.submit) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say(siteLocale, 'Your form was not sent'));
    const emailMessage = form.path === '/global-logistics-update/' ? 'Invalid email' : 'Please enter a valid email address';
    const items = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: say(siteLocale, form.emailLabel), exact: true }) });
    const separator = siteLocale === 'zh-CN' ? '：' : ': ';
    await expect(items).toHaveText(`${say(siteLocale, form.emailLabel)}${separator}${say(siteLocale, emailMessage)}`);
    await expect(page.getByRole('listitem').filter({ hasText: say(siteLocale, CONSENT) })).toHaveText(
      `${say(siteLocale, CONSENT)}${separator}${say(siteLocale, 'Required')}`,
    );
    // The site's frame: its navigation is there.
    await expect(page.getByRole('banner')).toBeVisible();
    await items.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${form.path}#`));
    await expect(page.getByLabel(say(siteLocale, form.emailLabel), { exact: true })).toBeVisible();
  });
}

test('without JavaScript, a form posted from another site is refused and stores nothing', { tag: SITE_WIDE }, async ({ request }) => {
  const response = await request.post('/api/leads', {
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' },
    data: 'formType=newsletter&email=forged%40northfield.example&consent=on',
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});

// The CDN deployment serves the en-US build.
test('without JavaScript, the newsletter works the same on the CDN deployment', { tag: onlyOn('en-US') }, async ({ page }) => {
  const email = `nojs-cdn-${Date.now()}@northfield.example`;
  await page.goto(`http://localhost:${CDN_PORT}/global-logistics-update/`);
  const form = page.getByRole('form', { name: 'Get the Global Logistics Update by email' });
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByRole('checkbox', { name: CONSENT }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/newsletter\/thanks\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks for Subscribing!');
  await expect.poll(() => deliveries(page, email), { timeout: 15_000 }).toBe(1);
});
