/**
 * Where the captcha runs, for the browser and the endpoint alike. The zh-CN site never loads it: the
 * provider's host often fails to load in mainland China, and a form must never depend on it.
 */
import type { Locale } from '../i18n/locales';

export function captchaLoadsOn(locale: Locale): boolean {
  return locale === 'en-US';
}

/** The action a token is asked for with and assessed against: the form type, in the characters actions allow. */
export function captchaAction(formType: string): string {
  return formType.replace(/[^A-Za-z_]/g, '_');
}
