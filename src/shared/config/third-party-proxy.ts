/**
 * The visitor's request headers the third-party script proxy (nginx's /__third-party-proxy and the CDN's
 * function) passes on to the tag manager's host, and no other: never the visitor's cookies, credentials,
 * Referer (a page address can hold a visitor's e-mail in its query), forwarding headers or custom ones.
 * The container script depends only on the URL (its id, and a preview's gtm_auth in the query), so
 * Accept-Language is left out too.
 */
export const PROXIED_REQUEST_HEADERS = ['Accept', 'Accept-Encoding', 'User-Agent'] as const;
