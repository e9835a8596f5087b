import { SITE_LOCALE, t } from '../../../shared/i18n/use-translate';

/** Tells a zh-CN visitor that the entry below falls back to English. */
export function TranslationNotice({ locale }: { locale: string }) {
  if (locale === SITE_LOCALE) return null;
  return <p className="notice">{t('This page is shown in English because it has not been translated yet.')}</p>;
}
