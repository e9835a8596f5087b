/**
 * The captcha's part in taking a lead. It never loses one: a lead from a site that does not load the
 * captcha is taken as it is; a lead from a site that does, with a missing or failing token, is taken, stored
 * and delivered with the `suspected-spam` flag, which the CRM can filter on. Tokens are assessed with
 * reCAPTCHA Enterprise's assessment API (the pages load reCAPTCHA Enterprise).
 */
import { SITE } from '../../src/shared/config/site';
import { captchaAction, captchaLoadsOn } from '../../src/shared/forms/captcha-policy';
import { LOCALES, type Locale } from '../../src/shared/i18n/locales';
import { readSetting, type Env } from '../shared/settings';

export const SUSPECTED_SPAM = 'suspected-spam';
/** A lead from a site that does not load the captcha: taken without a token, and marked so, not suspected. */
export const NOT_CHECKED = 'captcha-not-used';

/** What the CRM can filter on: every lead without a passing token carries one flag saying why. */
export function flagsFor(outcome: CaptchaOutcome | undefined): string[] {
  if (outcome?.verdict === 'suspected') return [SUSPECTED_SPAM];
  if (outcome?.verdict === 'not-used') return [NOT_CHECKED];
  return [];
}

export interface CaptchaConfig {
  projectId: string;
  apiKey: string;
  siteKey: string;
  /** Scores below it (0.0 bot … 1.0 human) are suspected. */
  threshold: number;
  /** The API's origin: Google's, or a stand-in in tests. */
  apiOrigin: string;
  timeoutMs: number;
}

/** Verification is on when the project, the API key and the site key are all set. */
export function captchaConfigFromEnv(env: Env): CaptchaConfig | undefined {
  const projectId = readSetting('RECAPTCHA_PROJECT_ID', env);
  const apiKey = readSetting('RECAPTCHA_API_KEY', env);
  const siteKey = readSetting('GATSBY_RECAPTCHA_SITE_KEY', env);
  if (!projectId || !apiKey || !siteKey) return undefined;
  return {
    projectId,
    apiKey,
    siteKey,
    threshold: readSetting('RECAPTCHA_SCORE_THRESHOLD', env),
    apiOrigin: readSetting('RECAPTCHA_API_ORIGIN', env),
    timeoutMs: readSetting('RECAPTCHA_TIMEOUT_MS', env),
  };
}

/**
 * The regional site a request comes from, by its Origin header (a browser sends it with every form post),
 * or else the Host it was sent to; never by anything in the body. `origins` maps each site's origins,
 * SITE.urls plus LEADS_SITE_ORIGINS (e.g. "en-US=http://localhost:9101 zh-CN=http://localhost:9102").
 */
export function siteOfRequest(header: (name: string) => string | undefined, origins: ReadonlyMap<string, Locale>): Locale | undefined {
  const origin = header('origin');
  if (origin && origin !== 'null') {
    try {
      return origins.get(new URL(origin).origin);
    } catch {
      return undefined;
    }
  }
  const host = header('x-forwarded-host') ?? header('host');
  if (!host) return undefined;
  for (const [known, locale] of origins) if (new URL(known).host === host.split(',')[0]?.trim()) return locale;
  return undefined;
}

export function siteOriginsFromEnv(env: Env): Map<string, Locale> {
  return new Map<string, Locale>([
    ...LOCALES.map((locale): [string, Locale] => [new URL(SITE.urls[locale]).origin, locale]),
    ...readSetting('LEADS_SITE_ORIGINS', env),
  ]);
}

export type CaptchaOutcome =
  | { verdict: 'passed'; score: number }
  | { verdict: 'not-used'; site: Locale }
  | { verdict: 'suspected'; reason: 'no-token' | 'invalid-token' | 'wrong-action' | 'low-score' | 'unverified'; detail?: string };

interface Assessment {
  tokenProperties?: { valid?: boolean; invalidReason?: string; action?: string };
  riskAnalysis?: { score?: number };
}

/** Asks reCAPTCHA Enterprise to assess a token; any failure to get an answer is "unverified", never a refusal. */
async function assess(config: CaptchaConfig, token: string, action: string): Promise<CaptchaOutcome> {
  let result: Assessment;
  try {
    const url = `${config.apiOrigin}/v1/projects/${encodeURIComponent(config.projectId)}/assessments?key=${encodeURIComponent(config.apiKey)}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: { token, siteKey: config.siteKey, expectedAction: action } }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) return { verdict: 'suspected', reason: 'unverified', detail: `assessment answered ${response.status}` };
    result = (await response.json()) as Assessment;
  } catch (error) {
    return { verdict: 'suspected', reason: 'unverified', detail: error instanceof Error ? error.message : String(error) };
  }
  if (result.tokenProperties?.valid !== true)
    return { verdict: 'suspected', reason: 'invalid-token', detail: result.tokenProperties?.invalidReason };
  if (result.tokenProperties.action !== action)
    return { verdict: 'suspected', reason: 'wrong-action', detail: result.tokenProperties.action };
  const score = result.riskAnalysis?.score ?? 0;
  return score >= config.threshold ? { verdict: 'passed', score } : { verdict: 'suspected', reason: 'low-score', detail: String(score) };
}

/**
 * What the captcha says of one submission. A site that does not load the captcha is never asked for a
 * token; a request from no known site is treated as one that does.
 */
export async function captchaOutcome(
  config: CaptchaConfig,
  site: Locale | undefined,
  formType: string,
  token: string | undefined,
): Promise<CaptchaOutcome> {
  if (site && !captchaLoadsOn(site)) return { verdict: 'not-used', site };
  if (!token) return { verdict: 'suspected', reason: 'no-token' };
  return assess(config, token, captchaAction(formType));
}
