import { describe, expect, it } from 'vitest';
import { assertRequiredEnv, integrationOrigins, proxiedScriptUrls } from '../../src/shared/config/env';
import { EUROPE, isEmeaCountry, isEuropeCountry, regionsContainEmea } from '../../src/shared/i18n/regions';
import { choiceNeeded, consentRequired, createConsentStore, trackingAllowed } from '../../src/site/tracking/consent-store';
import { readAttribution } from '../../src/site/tracking/attribution';
import { cookieDomain } from '../../src/site/tracking/cookie-domain';
import { createEventQueue, QUEUE_LIMIT } from '../../src/site/tracking/queue';
import { describeUserAgent, UA_MAX_LENGTH } from '../../src/site/tracking/user-agent';
import { appendPath, PATH_LOG_SIZE } from '../../src/site/tracking/session-paths';
import { DENY_URLS, IGNORE_ERRORS, sentryOptions, SENTRY_LIMITS } from '../../src/site/tracking/sentry-options';
import { rumConfig, RUM_SETTINGS } from '../../src/site/tracking/rum';
import { contentSecurityPolicy } from '../../src/pipeline/server/headers';
import { nginxSiteConf } from '../../src/pipeline/server/nginx';
import { isPageDataUrl, retryDelayMs } from '../../src/site/runtime/page-data-retry';
import { tagManagerScripts } from '../../src/pipeline/tracking/tag-manager-script';

const REQUIRED = { GATSBY_AMPLITUDE_API_KEY: 'key', GATSBY_GTM_ID: 'GTM-ABC1234' };

describe('startup environment', () => {
  it('passes with both required keys', () => {
    expect(() => assertRequiredEnv(REQUIRED)).not.toThrow();
  });
  it.each(Object.keys(REQUIRED))('names %s when it is missing or blank', (name) => {
    expect(() => assertRequiredEnv({ ...REQUIRED, [name]: undefined })).toThrow(new RegExp(`${name} is not set`));
    expect(() => assertRequiredEnv({ ...REQUIRED, [name]: '  ' })).toThrow(new RegExp(`${name} is not set`));
  });
  it('names both when both are missing, and refuses a malformed container id or URL', () => {
    expect(() => assertRequiredEnv({})).toThrow(/GATSBY_AMPLITUDE_API_KEY is not set[\s\S]*GATSBY_GTM_ID is not set/);
    expect(() => assertRequiredEnv({ ...REQUIRED, GATSBY_GTM_ID: 'UA-1234' })).toThrow(/GATSBY_GTM_ID is "UA-1234"/);
    expect(() => assertRequiredEnv({ ...REQUIRED, GATSBY_SENTRY_DSN: 'not a url' })).toThrow(/GATSBY_SENTRY_DSN/);
  });
  it('adds to the CSP only the hosts of configured integrations', () => {
    const bare = contentSecurityPolicy({});
    expect(bare).not.toMatch(/amplitude|googletagmanager|sentry|datadog/);
    const full = contentSecurityPolicy({
      ...REQUIRED,
      GATSBY_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2',
      GATSBY_DATADOG_APPLICATION_ID: 'a',
      GATSBY_DATADOG_CLIENT_TOKEN: 'b',
      GATSBY_DATADOG_SITE: 'us3.datadoghq.com',
    });
    expect(full).toMatch(
      /connect-src 'self' https:\/\/api2\.amplitude\.com https:\/\/www\.googletagmanager\.com https:\/\/o1\.ingest\.sentry\.io https:\/\/browser-intake-us3-datadoghq\.com/,
    );
    expect(full).toMatch(/script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval' https:\/\/www\.googletagmanager\.com;/);
    expect(full).not.toContain("'unsafe-eval'");
    expect(contentSecurityPolicy(REQUIRED, 'partytown')).toMatch(/frame-ancestors 'self'$/);
    expect(integrationOrigins({ GATSBY_DATADOG_APPLICATION_ID: 'a' }).connect).toEqual([]);
  });
  it("lets images come from the content source's file hosts: Contentful's when it is the source, none for local files", () => {
    expect(contentSecurityPolicy(REQUIRED)).toMatch(/img-src 'self' data:;/);
    const cms = { ...REQUIRED, CONTENTFUL_SPACE_ID: 'space', CONTENTFUL_ACCESS_TOKEN: 'token' };
    expect(contentSecurityPolicy(cms)).toContain(
      "img-src 'self' data: https://images.ctfassets.net https://assets.ctfassets.net https://downloads.ctfassets.net https://videos.ctfassets.net;",
    );
    expect(
      contentSecurityPolicy({ ...cms, CONTENTFUL_ASSET_ORIGINS: 'https://127.0.0.1:9443, https://media.harbourline.example' }),
    ).toContain("img-src 'self' data: https://127.0.0.1:9443 https://media.harbourline.example;");
    expect(() => contentSecurityPolicy({ ...cms, CONTENTFUL_ASSET_ORIGINS: 'https://cdn.example/images' })).toThrow(
      /CONTENTFUL_ASSET_ORIGINS: https:\/\/cdn\.example\/images is not an origin/,
    );
  });
  it('proxies only the configured tag-manager script, and nginx refuses any other url', () => {
    expect(proxiedScriptUrls(REQUIRED)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234']);
    const conf = nginxSiteConf(
      [],
      { app: 'https://app.example', public: 'https://api.example', maps: 'https://maps.example' },
      'http://127.0.0.1:9400',
      proxiedScriptUrls(REQUIRED),
    );
    expect(conf).toContain(
      'if ($arg_url = "https%3A%2F%2Fwww.googletagmanager.com%2Fgtm.js%3Fid%3DGTM-ABC1234") { set $third_party "https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234"; }',
    );
    expect(conf).toContain('if ($third_party = "") { return 404; }');
    // The country is the site's service's answer (services/leads/handler.ts), as on a CDN's function.
    expect(conf).toMatch(/location = \/api\/geo \{\n {2}proxy_pass http:\/\/127\.0\.0\.1:9400;/);
  });
});

describe('consent context', () => {
  it('has about fifty European codes, and EMEA beyond them', () => {
    expect(EUROPE.size).toBeGreaterThanOrEqual(45);
    expect(EUROPE.size).toBeLessThanOrEqual(55);
    expect([isEuropeCountry('de'), isEuropeCountry('AE'), isEuropeCountry('US'), isEuropeCountry(undefined)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([isEmeaCountry('DE'), isEmeaCountry('ae'), isEmeaCountry('ZA'), isEmeaCountry('US'), isEmeaCountry('CN')]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
  it('tells whether a region list contains EMEA', () => {
    expect(regionsContainEmea(['NA', 'emea'])).toBe(true);
    expect(regionsContainEmea(['Europe, Middle East & Africa'])).toBe(true);
    expect(regionsContainEmea(['APAC', 'LATAM'])).toBe(false);
    expect(regionsContainEmea(undefined)).toBe(false);
  });
  it('leaves countryCode unset until the one-time geolocation event', () => {
    const store = createConsentStore();
    const seen: Array<string | undefined> = [];
    store.subscribe((state) => seen.push(state.countryCode));
    expect(store.get()).toMatchObject({ countryCode: undefined, isEU: false, isEMEA: false, geolocated: false });
    expect(consentRequired(store.get())).toBe(true);
    expect(trackingAllowed(store.get())).toBe(false);
    store.geolocate('de');
    expect(store.get()).toMatchObject({ countryCode: 'DE', isEU: true, isEMEA: true });
    store.geolocate('US');
    expect(store.get().countryCode).toBe('DE');
    expect(seen).toEqual(['DE']);
  });
  it.each([
    ['DE', { isEU: true, isEMEA: true, required: true }],
    ['AE', { isEU: false, isEMEA: true, required: false }],
    ['US', { isEU: false, isEMEA: false, required: false }],
    ['', { isEU: false, isEMEA: false, required: true }],
  ])('geolocated in "%s"', (code, expected) => {
    const store = createConsentStore();
    store.geolocate(code);
    const state = store.get();
    expect({ isEU: state.isEU, isEMEA: state.isEMEA, required: consentRequired(state) }).toEqual(expected);
    expect(trackingAllowed(state)).toBe(!expected.required);
    expect(choiceNeeded(state)).toBe(expected.required);
  });
  it('lets the visitor choice and the Global Privacy Control signal win', () => {
    const store = createConsentStore();
    store.geolocate('US');
    store.globalPrivacyControl(true);
    expect(trackingAllowed(store.get())).toBe(false);
    store.choose('granted');
    expect(trackingAllowed(store.get())).toBe(true);
    const eu = createConsentStore();
    eu.geolocate('FR');
    eu.choose('denied');
    expect([trackingAllowed(eu.get()), choiceNeeded(eu.get())]).toEqual([false, false]);
  });
});

describe('attribution', () => {
  it('reads every listed parameter and nothing else', () => {
    const found = readAttribution(
      '?utm_source=news&utm_medium=email&gclid=abc&GSC_Modal=1&other=x&utm_term=',
      '',
      'www.harbourline.example',
    );
    expect(found).toEqual({ utm_source: 'news', utm_medium: 'email', gclid: 'abc', GSC_Modal: '1' });
  });
  it("takes the referrer from the query, else from another site's document referrer", () => {
    expect(readAttribution('?referrer=partner', 'https://search.example/q', 'www.harbourline.example').referrer).toBe('partner');
    expect(readAttribution('', 'https://search.example/q', 'www.harbourline.example').referrer).toBe('https://search.example/q');
    expect(readAttribution('', 'https://www.harbourline.example/blog/', 'www.harbourline.example').referrer).toBeUndefined();
    expect(readAttribution('', 'not a url', 'www.harbourline.example').referrer).toBeUndefined();
  });
  it('shares cookies on the parent domain, and keeps them on the host elsewhere', () => {
    expect(cookieDomain('www.harbourline.example')).toBe('harbourline.example');
    expect(cookieDomain('cn.harbourline.example')).toBe('harbourline.example');
    expect(cookieDomain('localhost')).toBeUndefined();
    expect(cookieDomain('harbourline.example.evil.example')).toBeUndefined();
  });
});

describe('analytics queue', () => {
  it('holds events until the receiver is set, then hands them over in order', () => {
    const queue = createEventQueue<number>();
    queue.push(1);
    queue.push(2);
    const got: number[] = [];
    queue.setReceiver((n) => got.push(n));
    queue.push(3);
    expect(got).toEqual([1, 2, 3]);
    expect(queue.size()).toBe(0);
  });
  it('keeps at most 512, dropping the oldest', () => {
    const queue = createEventQueue<number>();
    for (let i = 0; i < QUEUE_LIMIT + 10; i += 1) queue.push(i);
    expect(queue.size()).toBe(512);
    expect(queue.dropped()).toBe(10);
    const got: number[] = [];
    queue.setReceiver((n) => got.push(n));
    expect(got[0]).toBe(10);
    expect(got.at(-1)).toBe(521);
  });
  it('forgets what it held when cleared', () => {
    const queue = createEventQueue<number>();
    queue.push(1);
    queue.clear();
    const got: number[] = [];
    queue.setReceiver((n) => got.push(n));
    expect(got).toEqual([]);
  });
});

describe('user agent', () => {
  const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  it('describes browsers, and tells bots', () => {
    expect(describeUserAgent(chrome)).toEqual({ browser: 'Chrome 131', os: 'Windows 10', deviceType: 'desktop', isBot: false });
    expect(describeUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)').isBot).toBe(true);
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ).deviceType,
    ).toBe('mobile');
  });
  it('looks only at the first 350 characters', () => {
    expect(UA_MAX_LENGTH).toBe(350);
    expect(describeUserAgent(`${chrome}${' '.repeat(400)}Googlebot`).isBot).toBe(false);
  });
});

describe('error reporting and monitoring settings', () => {
  it('carries the spec limits', () => {
    const options = sentryOptions('https://k@o1.ingest.sentry.io/2', 'abc');
    expect(options).toMatchObject({
      environment: 'production',
      maxBreadcrumbs: 100,
      normalizeDepth: 3,
      transportOptions: { bufferSize: 30 },
    });
    expect(SENTRY_LIMITS).toMatchObject({ rateLimitFallbackMs: 60_000, maxStackFrames: 50 });
  });
  it('ignores extension and social-script noise', () => {
    const ignored = (message: string) => IGNORE_ERRORS.some((p) => (typeof p === 'string' ? message.includes(p) : p.test(message)));
    expect(ignored("Cannot read properties of undefined (reading 'top.GLOBALS')")).toBe(true);
    expect(ignored('ResizeObserver loop limit exceeded')).toBe(true);
    expect(ignored("TypeError: Cannot read properties of null (reading 'title')")).toBe(false);
    expect(DENY_URLS.some((p) => p.test('chrome-extension://abcdef/content.js'))).toBe(true);
    expect(DENY_URLS.some((p) => p.test('https://www.harbourline.example/app-123.js'))).toBe(false);
  });
  it('keeps the last five paths, without repeating a reload', () => {
    let log: string[] = [];
    for (const p of ['/a/', '/b/', '/b/', '/c/', '/d/', '/e/', '/f/']) log = appendPath(log, p);
    expect(PATH_LOG_SIZE).toBe(5);
    expect(log).toEqual(['/b/', '/c/', '/d/', '/e/', '/f/']);
  });
  it('runs monitoring only in production with both keys, at the spec settings', () => {
    const keys = { GATSBY_DATADOG_APPLICATION_ID: 'app', GATSBY_DATADOG_CLIENT_TOKEN: 'token' };
    expect(rumConfig(keys, 'development')).toBeNull();
    expect(rumConfig({ GATSBY_DATADOG_APPLICATION_ID: 'app' }, 'production')).toBeNull();
    expect(rumConfig(keys, 'production')).toMatchObject({ applicationId: 'app', clientToken: 'token', site: 'datadoghq.com' });
    expect(RUM_SETTINGS).toEqual({
      env: 'production',
      sessionSampleRate: 100,
      trackUserInteractions: true,
      defaultPrivacyLevel: 'mask-user-input',
    });
  });
});

describe('page-data retries', () => {
  it('applies to page and slice data only', () => {
    expect(isPageDataUrl('/page-data/blog/page-data.json')).toBe(true);
    expect(isPageDataUrl('/page-data/index/page-data.json?x=1')).toBe(true);
    expect(isPageDataUrl('/slice-data/header.json')).toBe(true);
    expect(isPageDataUrl('/api/leads')).toBe(false);
    expect([1, 2, 3].map(retryDelayMs)).toEqual([150, 300, 600]);
  });
});

describe('the tag manager scripts', () => {
  it('are hashed same-origin files: the head one loads the other, with Partytown configured for the proxy and the setup for its worker', () => {
    const scripts = tagManagerScripts(REQUIRED);
    expect(scripts?.head.path).toMatch(/^\/tag-manager-[0-9a-f]{20}\.js$/);
    expect(scripts?.start.path).toMatch(/^\/tag-manager-start-[0-9a-f]{20}\.js$/);
    expect(scripts?.head.code).toContain(JSON.stringify(scripts?.start.path));
    expect(scripts?.head.code).not.toContain('partytown');
    expect(scripts?.start.code).toContain("'/__third-party-proxy?url=' + encodeURIComponent(url.href)");
    expect(scripts?.start.code).toContain('"text/partytown"');
    expect(scripts?.start.code).toContain('["dataLayer.push","hlConsent"]');
    const other = tagManagerScripts({ ...REQUIRED, GATSBY_GTM_ID: 'GTM-OTHER99' });
    expect(other?.head.path).not.toBe(scripts?.head.path);
    expect(other?.start.path).not.toBe(scripts?.start.path);
    expect(tagManagerScripts({})).toBeNull();
  });
});
