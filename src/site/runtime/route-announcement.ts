import { translate } from '../../shared/i18n/dictionary';
import type { Locale } from '../../shared/i18n/locales';

declare global {
  interface Window {
    /** What Gatsby's route announcer says after a client-side navigation (patches/gatsby+5.16.1.patch). */
    ___navigatedTo?: (page: string) => string;
  }
}

/**
 * Gatsby announces each client-side navigation to screen readers as "Navigated to <the page's h1>", in English on
 * every site; this gives it the words of the site's language.
 */
export function announceNavigationIn(locale: Locale, target: Pick<Window, '___navigatedTo'> = window): void {
  target.___navigatedTo = (page) => translate('Navigated to {{page}}', locale, { page });
}
