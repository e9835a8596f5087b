/**
 * Crawlers and automated browsers, told from the user agent cut at 350 characters (spec): they are not
 * counted in analytics and get no prefetching. Kept apart from ua-parser-js so every page can ask
 * cheaply; the parser itself loads only with analytics.
 */
export const UA_MAX_LENGTH = 350;

const BOT = /bot|crawler|spider|crawling|slurp|facebookexternalhit|headless|lighthouse|preview/i;

export function isBotUserAgent(userAgent: string): boolean {
  return BOT.test(userAgent.slice(0, UA_MAX_LENGTH));
}
