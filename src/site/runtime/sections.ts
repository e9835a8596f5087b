import type { BrowserSections } from '../../shared/routing/browser-sections';

// Replaced by its value when the bundles are built (src/shared/routing/browser-sections.ts).
declare const BROWSER_SECTIONS: BrowserSections;

/** What page scripts know of the site's sections, worked out from the one table by the build. */
export const SECTIONS_IN_BROWSER: BrowserSections = BROWSER_SECTIONS;
