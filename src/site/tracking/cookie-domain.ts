/** The company's parent domain: both regional sites and the app share their cookies through it. */
export const PARENT_DOMAIN = 'harbourline.example';

/** The parent domain on the company's hosts; elsewhere (localhost, previews) a cookie stays on the host. */
export function cookieDomain(hostname: string): string | undefined {
  return hostname === PARENT_DOMAIN || hostname.endsWith(`.${PARENT_DOMAIN}`) ? PARENT_DOMAIN : undefined;
}
