import pageCatalogue from '../../../../locales/zh-CN/pages/tools/duty-estimator.json';
import { pageTranslator } from '../../../shared/i18n/page-translator';
import { catalogueText } from './catalogue-text';

// The duty estimator page's own catalogue (see src/pages/tools/duty-estimator.tsx).
export const tp = pageTranslator(pageCatalogue);

/** English text of the duty module and its rate table (notes, sources, descriptions) in the site's language. */
export const dutyText = catalogueText(pageCatalogue, tp);
