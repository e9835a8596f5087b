/**
 * The part of the emissions calculator the page fetches right after it has loaded rather than with it:
 * the emissions module with its location table, and the result. On the zh-CN site they would otherwise
 * push the page (whose method text is long) over its first-load JavaScript budget.
 */
export { estimateEmissions, KINDS_FOR_MODE, LOCATIONS, validateEmissionsInput } from '../../../shared/tools/emissions';
export { EmissionsResult } from './EmissionsResult';
