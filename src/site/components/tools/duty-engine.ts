/**
 * The part of the duty estimator that the page fetches right after it has loaded rather than with it:
 * the duty module (which brings the country list with its names in both languages) and the result
 * table. On the zh-CN site these would otherwise push the page over its first-load JavaScript budget.
 * The rate table comes with it too; the duty rate field's hint names the table's rate once it is here.
 */
export { estimateDuty, validateDutyInput } from '../../../shared/tools/duty';
export { findUsDutyRate } from '../../../shared/tools/data/us-duty-rates';
export { countryOptions } from '../../../shared/forms/countries';
export { DutyResult } from './DutyResult';
