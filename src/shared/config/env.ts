/**
 * The third-party keys the site is built with. Two are required (spec, Startup): without the analytics
 * key or the tag-manager container id the build stops, naming the variable. Every other key is optional:
 * leaving it out turns that service off and nothing else.
 */
type Env = Record<string, string | undefined>;

export const REQUIRED_ENV = {
  GATSBY_AMPLITUDE_API_KEY: 'the analytics (Amplitude) project API key',
  GATSBY_GTM_ID: 'the tag-manager container id, such as GTM-ABC1234',
} as const;

export const OPTIONAL_ENV = {
  GATSBY_AMPLITUDE_SERVER_URL: 'the analytics event endpoint (default: Amplitude US; set the EU endpoint for EU data residency)',
  GATSBY_GTM_HOST: 'where the tag-manager script is fetched from (default https://www.googletagmanager.com)',
  GATSBY_SENTRY_DSN: 'error reporting (Sentry DSN); unset turns error reporting off',
  GATSBY_DATADOG_APPLICATION_ID: 'real-user monitoring application id; with the client token turns monitoring on in production',
  GATSBY_DATADOG_CLIENT_TOKEN: 'real-user monitoring client token',
  GATSBY_DATADOG_SITE: 'real-user monitoring site (default datadoghq.com)',
  GATSBY_RECAPTCHA_SITE_KEY: 'captcha site key; unset turns the captcha off',
} as const;

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** Throws one message naming every missing or malformed required variable. */
export function assertRequiredEnv(env: Env = process.env): void {
  const problems: string[] = [];
  for (const [name, what] of Object.entries(REQUIRED_ENV)) {
    if (!env[name]?.trim()) problems.push(`${name} is not set: it must hold ${what}.`);
  }
  const gtm = env.GATSBY_GTM_ID?.trim();
  if (gtm && !GTM_ID.test(gtm)) problems.push(`GATSBY_GTM_ID is "${gtm}": it must look like GTM-ABC1234.`);
  for (const name of ['GATSBY_AMPLITUDE_SERVER_URL', 'GATSBY_GTM_HOST', 'GATSBY_SENTRY_DSN'] as const) {
    const value = env[name];
    if (value && !isHttpUrl(value)) problems.push(`${name} is "${value}": it must be an http(s) URL.`);
  }
  if (problems.length) {
    throw new Error(`Missing or invalid environment for the build:\n  ${problems.join('\n  ')}\nSee docs/configuration.md.`);
  }
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const AMPLITUDE_DEFAULT_SERVER = 'https://api2.amplitude.com/2/httpapi';
export const GTM_DEFAULT_HOST = 'https://www.googletagmanager.com';

/** Origins each configured integration talks to, for the Content-Security-Policy. */
export function integrationOrigins(env: Env = process.env): { script: string[]; connect: string[] } {
  const origin = (url: string) => new URL(url).origin;
  const script: string[] = [];
  const connect: string[] = [];
  if (env.GATSBY_AMPLITUDE_API_KEY) connect.push(origin(env.GATSBY_AMPLITUDE_SERVER_URL || AMPLITUDE_DEFAULT_SERVER));
  if (env.GATSBY_GTM_ID) {
    // Off the main thread the script comes through our own proxy; the main-thread fallback fetches it directly.
    const gtm = origin(env.GATSBY_GTM_HOST || GTM_DEFAULT_HOST);
    script.push(gtm);
    connect.push(gtm);
  }
  if (env.GATSBY_SENTRY_DSN) connect.push(origin(env.GATSBY_SENTRY_DSN));
  if (env.GATSBY_DATADOG_APPLICATION_ID && env.GATSBY_DATADOG_CLIENT_TOKEN) {
    connect.push(datadogIntake(env.GATSBY_DATADOG_SITE || 'datadoghq.com'));
  }
  return { script: [...new Set(script)], connect: [...new Set(connect)] };
}

/** The monitoring SDK's intake host for its site: us3.datadoghq.com -> browser-intake-us3-datadoghq.com. */
export function datadogIntake(site: string): string {
  const parts = site.split('.');
  const tld = parts.pop();
  return `https://browser-intake-${parts.join('-')}.${tld}`;
}

export function tagManagerUrl(host: string, id: string): string {
  return `${new URL(host).origin}/gtm.js?id=${encodeURIComponent(id)}`;
}

/** URLs the third-party proxy may fetch (gatsby-config's partytownProxiedURLs, and the nginx rules). */
export function proxiedScriptUrls(env: Env = process.env): string[] {
  return env.GATSBY_GTM_ID ? [tagManagerUrl(env.GATSBY_GTM_HOST || GTM_DEFAULT_HOST, env.GATSBY_GTM_ID)] : [];
}
