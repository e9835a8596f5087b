/*
 * Appended to gatsby-plugin-offline's service worker (gatsby-config.ts), in the same script: `workbox`,
 * `idbKeyval` and the plugin's `offlineShellEnabled` and `MessageAPI` are the worker's own.
 *
 * The plugin answers a visit to a page it has cached with its cached app shell, and the page's data from its
 * cache: a returning visitor saw the release their worker had cached, not the one live now, and after a
 * rollback of a bad publish they kept seeing the bad one. Here a visit goes to the server first (the plugin's
 * own switch, which its page script turns back on after every route change: that message is ignored), and
 * the cached shell answers only when the network does not: offline, for a page whose files are all cached.
 */
offlineShellEnabled = false;
MessageAPI.enableOfflineShell = () => undefined;

const OFFLINE_SHELL = '/offline-plugin-app-shell-fallback/index.html';

async function cachedShellFor(url) {
  const resources = await idbKeyval.get(`resources:${new URL(url).pathname}`);
  if (!resources) return undefined;
  for (const resource of resources) if (!(await caches.match(resource))) return undefined;
  return caches.match(workbox.precaching.getCacheKeyForURL(OFFLINE_SHELL));
}

// Runs when a route's handler fails: for a page, when the network did not answer.
workbox.routing.setCatchHandler(async ({ event }) => {
  const shell = event.request.mode === 'navigate' ? await cachedShellFor(event.request.url) : undefined;
  return shell ?? Response.error();
});
