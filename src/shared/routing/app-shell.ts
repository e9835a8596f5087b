/** The page gatsby-plugin-offline's service worker serves in place of any page it has the scripts for. */
export const APP_SHELL_PATH = '/offline-plugin-app-shell-fallback/';
