import type { GatsbySSR } from 'gatsby';
import { HTML_LANG } from './src/i18n/locales';
import { SITE_LOCALE } from './src/i18n/use-translate';
import { tagManagerHead } from './src/tracking/tag-manager-head';

export { wrapPageElement } from './src/wrap-page';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: HTML_LANG[SITE_LOCALE] });
  setHeadComponents(tagManagerHead());
};
