import type { GatsbySSR } from 'gatsby';
import { HTML_LANG } from './src/i18n/locales';
import { SITE_LOCALE } from './src/i18n/use-translate';

export { wrapPageElement } from './src/wrap-page';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: HTML_LANG[SITE_LOCALE] });
};
