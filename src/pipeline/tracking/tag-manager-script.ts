/**
 * The tag manager's scripts, same-origin files with a hash of their content in the name (cached like
 * the other hashed assets, and kept out of the HTML so the only raw HTML a page renders is sanitised
 * rich text). Every page's <head> loads a small one that defines hlConsent; the first grant loads the
 * second: Partytown's snippet with its configuration, and the tag manager's setup, which it adds as a
 * text/partytown script for the worker (Partytown copies that text onto the main thread if it falls
 * back). See tag-manager.ts for the browser side.
 */
import crypto from 'node:crypto';
import { partytownSnippet, SCRIPT_TYPE as PARTYTOWN_TYPE } from '@builder.io/partytown/integration';
import { GTM_DEFAULT_HOST, tagManagerUrl } from '../../shared/config/env';
import { cspHash } from '../csp-hash';

type Env = Record<string, string | undefined>;

/**
 * Runs in Partytown's worker (or on the main thread if Partytown falls back): consent defaults, and
 * hlConsent, which the site calls with the visitor's choice (or with true where none is needed). The
 * container loads on the first grant only, so where consent is required nothing is fetched from the
 * tag manager before the visitor accepts. If Partytown falls back, it drops the calls it had queued
 * for its worker: the setup, then on the main thread (no FileReaderSync, which only workers have),
 * pushes the queued data-layer items itself and takes the grant from hlConsentState, which the site
 * keeps on the page.
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
if (typeof FileReaderSync === 'undefined' && window._ptf) {
  var queued = window._ptf; window._ptf = [];
  for (var i = 0; i + 1 < queued.length; i += 2) if (queued[i].join('.') === 'dataLayer.push') dataLayer.push.apply(dataLayer, queued[i + 1]);
}
if (window.hlConsentState !== undefined) window.hlConsent(window.hlConsentState);`;
}

/**
 * Partytown's resolveUrl, as source text: Partytown hands it to its worker as a string. Inside the
 * worker the container's script is fetched through our proxy (/__third-party-proxy?url=<encoded URL>),
 * the same path Gatsby's own off-main-thread scripts use.
 */
function resolveUrlSource(url: string): string {
  return (
    `function (url, location, type) { if (type === 'script' && url.href === ${JSON.stringify(url)}) { return new URL('/__third-party-proxy?url=' ` +
    `+ encodeURIComponent(url.href), location.origin); } }`
  );
}

export interface ScriptFile {
  /** Site path, with a hash of the content, e.g. /tag-manager-0123456789abcdef0123.js. */
  path: string;
  code: string;
}

export interface TagManagerScripts {
  /** What every page's <head> loads: hlConsent, which loads `start` on the first grant. */
  head: ScriptFile;
  /** Partytown with its configuration, and the tag manager's setup for its worker. */
  start: ScriptFile;
  /**
   * The setup's CSP hash source: if Partytown falls back, it runs the setup on the main thread as an inline
   * script, which each page's script policy must name (src/pipeline/script-hashes.ts).
   */
  setupHash: string;
}

const hashed = (name: string, code: string): ScriptFile => ({
  path: `/${name}-${crypto.createHash('sha256').update(code).digest('hex').slice(0, 20)}.js`,
  code,
});

/** The scripts for the configured container; null without one (no tag manager, no scripts). */
export function tagManagerScripts(env: Env = process.env): TagManagerScripts | null {
  const id = env.GATSBY_GTM_ID;
  if (!id) return null;
  const url = tagManagerUrl(env.GATSBY_GTM_HOST || GTM_DEFAULT_HOST, id);
  const snippet = partytownSnippet({ forward: ['dataLayer.push', 'hlConsent'] }).replace(
    'c=w[p]=w[p]||{};',
    `c=w[p]=w[p]||{};c.resolveUrl=${resolveUrlSource(url)};`,
  );
  // The setup goes in first: if the page has loaded already, Partytown looks for it as soon as it runs.
  // Partytown's forwarding replaces the page's dataLayer, so what the site pushed before is pushed again.
  const addSetup = `var s=document.createElement('script');s.type=${JSON.stringify(PARTYTOWN_TYPE)};s.textContent=${JSON.stringify(setupScript(url))};document.head.appendChild(s);`;
  const start = hashed(
    'tag-manager-start',
    `(function(){var early=window.dataLayer||[];${addSetup}\n${snippet}\nfor(var i=0;i<early.length;i++)window.dataLayer.push(early[i]);})();\n`,
  );
  // Nothing of the tag manager, Partytown included, runs before tracking is allowed.
  const head = hashed(
    'tag-manager',
    `(function(){var started=false;window.hlConsent=function(granted){if(!granted||started)return;started=true;` +
      `var s=document.createElement('script');s.src=${JSON.stringify(start.path)};document.head.appendChild(s);};})();\n`,
  );
  return { head, start, setupHash: cspHash(setupScript(url)) };
}
