/** The servers of the browser tests: nginx per regional build, and the CDN deployment of the en-US build. */
export const SITES = [
  { locale: 'en-US', port: 9101 },
  { locale: 'zh-CN', port: 9102 },
] as const;

/**
 * The tag of a browser test whose behaviour does not depend on the regional site (the server rules, the lead
 * service, the service worker and prefetching are one code for both): it runs against the first site only.
 */
export const SITE_WIDE = '@site-wide';

/**
 * The tag of a browser test of one regional site alone: the other sites' projects leave it out (playwright.config.ts),
 * rather than each setting up a browser page to skip it.
 */
export const onlyOn = (locale: (typeof SITES)[number]['locale']): string => `@only-${locale}`;

/** npm run serve:cdn over the en-US build (tests/e2e/cdn-parity.spec.ts). */
export const CDN_PORT = 9103;

/** nginx over .serve/deploy/<locale>, the published folder the deploy test swaps (tests/e2e/deploy.spec.ts). */
export const DEPLOY_PORTS = { 'en-US': 9104, 'zh-CN': 9105 } as const;
