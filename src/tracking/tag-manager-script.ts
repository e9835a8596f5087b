/**
 * The tag manager's part of every page, as one small same-origin script the <head> loads: Partytown's
 * snippet with its configuration, and the tag manager's setup, which it adds as a text/partytown script
 * for the worker (Partytown copies that text onto the main thread if it falls back). Kept out of the
 * HTML so the only raw HTML a page renders is sanitised rich text. The file name carries a hash of
 * its content, so it is cached like the other hashed assets. See tag-manager.ts for the browser side.
 */
import crypto from 'node:crypto';
import { partytownSnippet, SCRIPT_TYPE as PARTYTOWN_TYPE } from '@builder.io/partytown/integration';
import { GTM_DEFAULT_HOST, tagManagerUrl } from '../config/env';

type Env = Record<string, string | undefined>;

/**
 * Runs in Partytown's worker (or on the main thread if Partytown falls back): consent defaults, and
 * hlConsent, which the site calls with the visitor's choice (or with true where none is needed). The
 * container loads on the first grant only, so where consent is required nothing is fetched from the
 * tag manager before the visitor accepts. The last value the site passed is also kept on the page
 * (hlConsentState), because Partytown drops the calls it queued if it falls back.
 */
function setupScript(url: string): string {
  return `window.dataLayer = window.dataLayer || [];
function gtag(){ dataLayer.push(arguments); }
gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
var loaded = false;
window.hlConsent = function (granted) {
  var value = granted ? 'granted' : 'denied';
  gtag('consent', 'update', { ad_storage: value, ad_user_data: value, ad_personalization: value, analytics_storage: value });
  if (!granted || loaded) return;
  loaded = true;
  dataLayer.push({ 'gtm.start': new Date().getTime(), event: 'gtm.js' });
  var s = document.createElement('script'); s.async = true; s.src = ${JSON.stringify(url)}; document.head.appendChild(s);
};
if (window.hlConsentState !== undefined) window.hlConsent(window.hlConsentState);`;
}

/**
 * Partytown's resolveUrl, as source text: Partytown hands it to its worker as a string. Inside the
 * worker the container's script is fetched through our proxy (/__third-party-proxy?url=<encoded URL>),
 * the same path Gatsby's own off-main-thread scripts use.
 */
function resolveUrlSource(url: string): string {
  return `function (url, location, type) { if (type === 'script' && url.href === ${JSON.stringify(url)}) { return new URL('/__third-party-proxy?url=' + encodeURIComponent(url.href), location.origin); } }`;
}

export interface TagManagerScript {
  /** Site path of the script, e.g. /tag-manager-0123456789abcdef0123.js. */
  path: string;
  code: string;
}

/** The script for the configured container; null without one (no tag manager, no script). */
export function tagManagerScript(env: Env = process.env): TagManagerScript | null {
  const id = env.GATSBY_GTM_ID;
  if (!id) return null;
  const url = tagManagerUrl(env.GATSBY_GTM_HOST || GTM_DEFAULT_HOST, id);
  const snippet = partytownSnippet({ forward: ['dataLayer.push', 'hlConsent'] }).replace(
    "c=w[p]=w[p]||{};",
    `c=w[p]=w[p]||{};c.resolveUrl=${resolveUrlSource(url)};`,
  );
  const addSetup = `(function(){var s=document.createElement('script');s.type=${JSON.stringify(PARTYTOWN_TYPE)};s.textContent=${JSON.stringify(setupScript(url))};document.head.appendChild(s);})();`;
  const code = `${addSetup}\n${snippet}\n`;
  const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 20);
  return { path: `/tag-manager-${hash}.js`, code };
}
