import pageCatalogue from '../../../../locales/zh-CN/pages/tools/emissions-calculator.json';
import { pageTranslator } from '../../../shared/i18n/page-translator';
import type { EmissionsEstimate, Location } from '../../../shared/tools/emissions';
import { catalogueText } from './catalogue-text';
import { formatNumber } from './format';

// The emissions calculator page's own catalogue (see src/pages/tools/emissions-calculator.tsx).
export const tp = pageTranslator(pageCatalogue);

/** English text of the emissions module and its location table (place names, factors, sources) in the site's language. */
export const emissionsText = catalogueText(pageCatalogue, tp);

/**
 * How the figure was reached, in the site's language: the module's `method` sentence, rebuilt from the
 * estimate's numbers so it can be translated (on the en-US site it is the module's sentence word for word).
 */
export function methodText(estimate: EmissionsEstimate): string {
  const { routing, factor } = estimate;
  const vars = {
    tonnes: formatNumber(estimate.weightKg / 1000),
    distance: formatNumber(estimate.distanceKm),
    routed: formatNumber(estimate.routedKm),
    factor: formatNumber(factor.gCo2ePerTonneKm),
    category: emissionsText(factor.category),
  };
  return routing.addKm > 0
    ? tp(
        '{{tonnes}} t × ({{distance}} km great-circle + {{add}} km = {{routed}} km) × {{factor}} g CO2e per tonne-km ({{category}}, well-to-wheel)',
        { ...vars, add: formatNumber(routing.addKm) },
      )
    : tp(
        '{{tonnes}} t × ({{distance}} km great-circle × {{detour}} = {{routed}} km) × {{factor}} g CO2e per tonne-km ({{category}}, well-to-wheel)',
        { ...vars, detour: String(routing.detourFactor) },
      );
}

/** A place as the lists and the result name it: "Shanghai (Waigaoqiao), China (CNSHA)". */
export function placeLabel(location: Location, country: (code: string) => string): string {
  return tp('{{name}}, {{country}} ({{code}})', {
    name: emissionsText(location.name),
    country: country(location.country),
    code: location.code,
  });
}
