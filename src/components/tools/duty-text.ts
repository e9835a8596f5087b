import type pageCatalogue from '../../../locales/zh-CN/pages/tools/duty-estimator.json';
import { pageTranslator } from '../../i18n/page-translator';
import { catalogueText } from './catalogue-text';

// The duty estimator page's own catalogue (see src/pages/tools/duty-estimator.tsx); the en-US bundle leaves it out.
const catalogue: typeof pageCatalogue | null = process.env.GATSBY_SITE_LOCALE !== 'en-US' ? require('../../../locales/zh-CN/pages/tools/duty-estimator.json') : null;

export const tp = pageTranslator<typeof pageCatalogue>(catalogue);

/** English text of the duty module and its rate table (notes, sources, descriptions) in the site's language. */
export const dutyText = catalogueText(catalogue, tp);
