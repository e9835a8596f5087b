/** Locale facts of the two regional sites, and the country sets used by the consent context. */
export const LOCALES = ['en-US', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale this build serves, chosen with SITE_LOCALE at build time (exposed as GATSBY_SITE_LOCALE). */
export function buildLocale(env: Record<string, string | undefined> = process.env): Locale {
  const value = env.GATSBY_SITE_LOCALE ?? env.SITE_LOCALE;
  if (value === undefined || value === '') return DEFAULT_LOCALE;
  if (!isLocale(value)) throw new Error(`SITE_LOCALE must be one of ${LOCALES.join(', ')}, got "${value}"`);
  return value;
}

/** The BCP 47 language tag for <html lang> and hreflang. */
export const HTML_LANG: Record<Locale, string> = { 'en-US': 'en-US', 'zh-CN': 'zh-Hans-CN' };
