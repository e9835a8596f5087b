/** The performance mark set when every deferred part of the first page has hydrated: for field data, and for browser tests to wait on. */
export const HYDRATED_MARK = 'site:hydrated';
