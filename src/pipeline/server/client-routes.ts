/** Client-only routes: one HTML shell serves every path under the prefix without a page of its own; the browser reads the rest. */
export const CLIENT_ROUTES = [{ prefix: '/earth/vessel/', shell: '/earth/vessel/', template: 'vessel-page' }] as const;
