/**
 * The part of the duty estimator that the page fetches right after it has loaded rather than with it:
 * the duty module (which brings the country list with its names in both languages) and the result
 * table. On the zh-CN site these would otherwise push the page over its first-load JavaScript budget.
 * The rate table itself comes with the page (DutyEstimator uses it for a hint as the code is typed).
 */
export { estimateDuty, validateDutyInput } from '../../tools/duty';
export { countryOptions } from '../../forms/countries';
export { DutyResult } from './DutyResult';
