/**
 * The browsers the project drives, Debian's builds of Chromium (scripts/setup-system.sh installs both):
 * - the tests' browser, chromium-headless-shell: Chromium's headless-only build, the same Blink and V8, which
 *   Playwright itself runs headless tests in. The whole Chromium in headless mode still starts its window's browser UI
 *   (a WebUI renderer) for every new browser context: the accessibility sweep took 311 s on it and 234 s on the shell
 *   (57 pages, two workers).
 * - the visitor's browser, the whole Chromium: for the benchmarks that measure what a visitor's browser does
 *   (Lighthouse needs it).
 * CHROMIUM_PATH names another executable for both.
 */
export const VISITOR_BROWSER_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without these, Chromium reaches for Google's hosts at start, which a closed network refuses, many at a time. */
export const OFFLINE_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Launch options of the tests' browser, for Playwright's `chromium.launch` and its config's `launchOptions`. */
export const TEST_BROWSER = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: OFFLINE_FLAGS,
};
