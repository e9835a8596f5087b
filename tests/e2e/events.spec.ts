/**
 * Events and webinars that know whether they are past (the sites under test are built at BUILD_DATE
 * 2026-11-24, tests/e2e/test-env.sh), their calendar files, and the search-facing extras of every page:
 * breadcrumb trails, questions and answers, sitemaps.
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { SITE } from '../../src/shared/config/site';
import zhCN from '../../locales/zh-CN.json';
import eventsPage from '../../locales/zh-CN/pages/events.json';
import webinarsPage from '../../locales/zh-CN/pages/webinars.json';
import occasion from '../../locales/zh-CN/components/content/Occasion.json';
import faqList from '../../locales/zh-CN/components/content/FaqList.json';
import type { SiteLocale } from './fixtures';

const UPCOMING_EVENT = '/events/harbourline-importer-summit-2027/';
const PAST_EVENT = '/events/harbourline-importer-summit-2026/';
const UPCOMING_WEBINAR = '/webinars/de-minimis-repeal-2027-what-changes-for-importers/';
const RECORDED_WEBINAR = '/webinars/peak-season-2026-outlook-and-planning/';

/** The site's words for `key` (the English key itself on en-US). */
function say(locale: SiteLocale, key: string, catalogue: Record<string, string> = zhCN): string {
  return locale === 'zh-CN' ? (catalogue[key] ?? key) : key;
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test('an upcoming event offers registration and a calendar file with its VEVENT', async ({ visit, siteLocale, request }) => {
  const page = await visit(UPCOMING_EVENT);
  const panel = page.getByRole('region', { name: say(siteLocale, 'Join this event', occasion) });
  await expect(panel.getByRole('link', { name: say(siteLocale, 'Register', occasion) })).toHaveAttribute('href', '/company/contact/');
  await expect(page.getByRole('main')).toContainText(say(siteLocale, 'Time', occasion));
  await expect(page.getByRole('main')).toContainText('08:30 – 17:30');

  const file = panel.getByRole('link', { name: say(siteLocale, 'Calendar file (.ics)', occasion) });
  await expect(file).toHaveAttribute('download', '');
  const response = await request.get((await file.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
  const ics = (await response.text()).replace(/\r?\n[ \t]/g, '');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain('UID:event-harbourline-importer-summit-2027@www.harbourline.example');
  // 08:30 in Long Beach on 20 April 2027 (PDT, UTC-7) to 17:30 on 21 April.
  expect(ics).toContain('DTSTART:20270420T153000Z');
  expect(ics).toContain('DTEND:20270422T003000Z');
  expect(ics).toContain(`URL:${SITE.urls[siteLocale]}${UPCOMING_EVENT}`);

  const google = panel.getByRole('link', { name: 'Google Calendar' });
  const outlook = panel.getByRole('link', { name: 'Outlook' });
  if (siteLocale === 'en-US') {
    const link = new URL((await google.getAttribute('href')) ?? '');
    expect(link.hostname).toBe('calendar.google.com');
    expect(link.searchParams.get('dates')).toBe('20270420T153000Z/20270422T003000Z');
    expect(new URL((await outlook.getAttribute('href')) ?? '').searchParams.get('startdt')).toBe('2027-04-20T08:30:00-07:00');
  } else {
    await expect(google).toHaveCount(0);
    await expect(outlook).toHaveCount(0);
  }

  const event = (await jsonLd(page)).find((node) => node['@type'] === 'Event');
  expect(event).toMatchObject({
    startDate: '2027-04-20T08:30:00-07:00',
    endDate: '2027-04-21T17:30:00-07:00',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: [{ '@type': 'Place', address: { addressLocality: 'Long Beach', addressCountry: 'US' } }],
    offers: { price: 0, priceCurrency: 'USD', url: `${SITE.urls[siteLocale]}/company/contact/` },
  });
});

test('a past event says it has ended and drops registration and calendar links', async ({ visit, siteLocale, request }) => {
  const page = await visit(PAST_EVENT);
  await expect(page.getByText(say(siteLocale, 'This event has ended.', occasion))).toBeVisible();
  await expect(page.getByRole('link', { name: say(siteLocale, 'Register', occasion) })).toHaveCount(0);
  await expect(page.getByRole('link', { name: say(siteLocale, 'Calendar file (.ics)', occasion) })).toHaveCount(0);
  expect((await request.get('/events/harbourline-importer-summit-2026.ics')).status()).toBe(404);
  const event = (await jsonLd(page)).find((node) => node['@type'] === 'Event');
  expect(event).toBeDefined();
  expect(event).not.toHaveProperty('offers');
});

test('the events page lists upcoming events soonest first, then past ones', async ({ visit, siteLocale }) => {
  const page = await visit('/events/');
  const upcoming = page.getByRole('region', { name: say(siteLocale, 'Upcoming events', eventsPage) });
  const past = page.getByRole('region', { name: say(siteLocale, 'Past events', eventsPage) });
  await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText(['Harbourline Importer Summit 2027', /Transpacific Shippers/]);
  await expect(past.getByRole('heading', { level: 3 })).toHaveText([/Rotterdam/, 'Harbourline Importer Summit 2026']);
});

test('webinars ahead invite registration; a recorded one has ended and carries its recording', async ({ visit, siteLocale }) => {
  const listing = await visit('/webinars/');
  const upcoming = listing.getByRole('region', { name: say(siteLocale, 'Upcoming webinars', webinarsPage) });
  await expect(upcoming.getByRole('link')).toHaveCount(2);
  await expect(upcoming.getByRole('heading', { level: 3 }).first()).toContainText('De Minimis');

  const live = await visit(UPCOMING_WEBINAR);
  await expect(
    live
      .getByRole('region', { name: say(siteLocale, 'Join this webinar', occasion) })
      .getByRole('link', { name: say(siteLocale, 'Register', occasion) }),
  ).toBeVisible();
  const event = (await jsonLd(live)).find((node) => node['@type'] === 'Event');
  expect(event).toMatchObject({
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: [{ '@type': 'VirtualLocation' }],
  });

  const recorded = await visit(RECORDED_WEBINAR);
  await expect(recorded.getByText(say(siteLocale, 'This webinar has ended.', occasion))).toBeVisible();
  const video = (await jsonLd(recorded)).find((node) => node['@type'] === 'VideoObject');
  expect(video).toMatchObject({ uploadDate: '2026-05-13T10:45:00-07:00', duration: 'PT45M' });
});

test('a page below the home page gives its trail as BreadcrumbList', async ({ visit, siteLocale }) => {
  const page = await visit('/careers/jobs/licensed-customs-broker/');
  const trail = (await jsonLd(page)).find((node) => node['@type'] === 'BreadcrumbList') as
    { itemListElement: Array<{ position: number; name: string; item: string }> } | undefined;
  const site = SITE.urls[siteLocale];
  expect(trail?.itemListElement.map((crumb) => [crumb.position, crumb.item])).toEqual([
    [1, `${site}/`],
    [2, `${site}/company/careers/`],
    [3, `${site}/careers/jobs/`],
    [4, `${site}/careers/jobs/licensed-customs-broker/`],
  ]);
  expect(trail?.itemListElement[1]?.name).toBe(say(siteLocale, 'Careers'));

  // Written into the served page by the build, it describes that page only: gone after an in-app navigation.
  await page
    .getByRole('main')
    .getByRole('link', { name: say(siteLocale, 'See all open roles') })
    .click();
  await expect(page).toHaveURL(/\/careers\/jobs\/$/);
  await expect(page.locator('[data-build-head]')).toHaveCount(0);
});

test('a help article answers its questions on the page and as FAQPage', async ({ visit, siteLocale }) => {
  const page = await visit('/help/1011-isf-filing-deadlines-and-penalties/');
  const faq = page.getByRole('region', { name: say(siteLocale, 'Frequently asked questions', faqList) });
  const data = (await jsonLd(page)).find((node) => node['@type'] === 'FAQPage') as
    { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> } | undefined;
  const first = data?.mainEntity[0];
  expect(first).toBeDefined();
  await faq.getByText(first?.name ?? '').click();
  await expect(faq.getByText(first?.acceptedAnswer.text ?? '')).toBeVisible();
});

test('the sitemap gives lastmod, hreflang alternates and images', async ({ request, siteLocale }) => {
  const xml = await (await request.get('/sitemap-0.xml')).text();
  const entry = (path: string) => new RegExp(`<url><loc>${SITE.urls[siteLocale]}${path}</loc>(.*?)</url>`).exec(xml)?.[1] ?? '';
  expect(entry('/blog/fcl-vs-lcl-when-to-switch/')).toContain('<lastmod>2025-03-11');
  expect(entry('/glossary/')).toContain(`<xhtml:link rel="alternate" hreflang="zh-Hans-CN" href="${SITE.urls['zh-CN']}/glossary/"/>`);
  expect(entry('/products/air-freight/')).toMatch(/<image:image><image:loc>https:\/\/[^<]+\.(jpg|png|webp|avif)<\/image:loc>/);
});

// The sitemap lists each page's illustration from data (src/shared/content/illustrations.ts), not from the page:
// what it names must be the image the page shows, and a file that exists.
test("the sitemap's images are the ones the pages show", async ({ request }) => {
  const xml = await (await request.get('/sitemap-0.xml')).text();
  const listed = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].flatMap(([, loc = '', rest = '']) =>
    [...rest.matchAll(/<image:loc>([^<]+)<\/image:loc>/g)].map(([, image = '']) => ({
      path: new URL(loc).pathname,
      image: new URL(image).pathname,
    })),
  );
  expect(listed.map(({ path }) => path)).toEqual(
    expect.arrayContaining(['/products/ocean-freight/', '/products/trucking/', '/company/about-us/']),
  );
  for (const { path, image } of listed) {
    const html = await (await request.get(path)).text();
    const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
    expect(main, `${path} shows ${image}`).toContain(`src="${image}"`);
    expect((await request.get(image)).status(), image).toBe(200);
  }
});
