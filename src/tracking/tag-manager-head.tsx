/**
 * The tag manager's part of every page's <head>, written at build time (gatsby-ssr). See tag-manager.ts.
 */
import React from 'react';
import { partytownSnippet, SCRIPT_TYPE as PARTYTOWN_TYPE } from '@builder.io/partytown/integration';
import { InlineScript } from './InlineScript';
import { GTM_DEFAULT_HOST, tagManagerUrl } from '../config/env';

const GTM_ID = process.env.GATSBY_GTM_ID ?? '';
const GTM_HOST = process.env.GATSBY_GTM_HOST || GTM_DEFAULT_HOST;

/** Runs in Partytown's worker (or on the main thread if Partytown falls back): consent defaults, then the container. */
function setupScript(url: string): string {
  return `window.dataLayer = window.dataLayer || [];
function gtag(){ dataLayer.push(arguments); }
gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 });
window.hlConsent = function (granted) {
  var value = granted ? 'granted' : 'denied';
  gtag('consent', 'update', { ad_storage: value, ad_user_data: value, ad_personalization: value, analytics_storage: value });
};
dataLayer.push({ 'gtm.start': new Date().getTime(), event: 'gtm.js' });
var s = document.createElement('script'); s.async = true; s.src = ${JSON.stringify(url)}; document.head.appendChild(s);`;
}

/**
 * Partytown's resolveUrl, as source text: Partytown hands it to its worker as a string. Inside the
 * worker the container's script is fetched through our proxy (/__third-party-proxy?url=<encoded URL>),
 * the same path Gatsby's own off-main-thread scripts use.
 */
function resolveUrlSource(url: string): string {
  return `function (url, location, type) { if (type === 'script' && url.href === ${JSON.stringify(url)}) { return new URL('/__third-party-proxy?url=' + encodeURIComponent(url.href), location.origin); } }`;
}

/** The head elements: Partytown's snippet with its configuration, and the tag manager's setup for the worker. */
export function tagManagerHead(): React.ReactElement[] {
  if (!GTM_ID) return [];
  const url = tagManagerUrl(GTM_HOST, GTM_ID);
  const snippet = partytownSnippet({ forward: ['dataLayer.push', 'hlConsent'] }).replace(
    "c=w[p]=w[p]||{};",
    `c=w[p]=w[p]||{};c.resolveUrl=${resolveUrlSource(url)};`,
  );
  return [
    <InlineScript key="partytown" code={snippet} />,
    <InlineScript key="gtm-setup" type={PARTYTOWN_TYPE} code={setupScript(url)} />,
  ];
}
