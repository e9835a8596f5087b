/**
 * The editors' preview: `npm run preview` runs `gatsby develop` over Contentful's Preview API behind an
 * authenticating server (services/preview). What the build, the server and the browser share is here.
 *
 * The browser learns that it is in preview from `process.env.GATSBY_PREVIEW`, which gatsby-config.ts sets to 'true'
 * or 'false' in every build, and webpack replaces with the constant. Code that would bring the preview's modules into
 * a public build (Contentful's live-preview SDK, the inspector's attributes) must test that literal expression where
 * it imports them: webpack drops a branch it can decide while reading the file, not one behind an imported constant
 * such as `previewing`, which is for code that only renders differently.
 */

import type { EntryNote } from './content/checks';

/** Whether this process builds the preview: drafts from Contentful under `gatsby develop`. */
export function isPreviewBuild(env: Record<string, string | undefined> = process.env): boolean {
  return env.CONTENTFUL_PREVIEW === 'true' && env.gatsby_executing_command === 'develop';
}

/** In the browser and the server renderer: whether this page is the preview's. A constant in built code. */
export const previewing: boolean = process.env.GATSBY_PREVIEW === 'true';

/** What the preview server answers, besides the site it stands in front of. */
export const PREVIEW_ROUTES = {
  /** Contentful's webhook, signed with the webhook's secret: the one address reachable without a login. */
  refresh: '/__preview/refresh',
  /** Contentful's "Open preview": `?entry={entry.sys.id}&locale={locale}` redirects to the entry's page. */
  open: '/__preview/open',
  /** The state below, as JSON. */
  state: '/__preview/state.json',
} as const;

/** A page of the preview made from a Contentful entry. */
export interface PreviewEntry {
  /** Contentful's entry id (sys.id). */
  entryId: string;
  /** The Contentful locale the page shows the entry in. */
  locale: string;
  path: string;
  title: string;
}

/** A draft that is not valid: its entry, field and reason, and what the preview shows instead. */
export interface PreviewProblem {
  entryId: string | null;
  locale: string | null;
  field: string;
  reason: string;
  /** The page of the entry's last valid version, which the preview keeps showing; null when it has none. */
  path: string | null;
}

/** What the site will do to a valid draft's entry (src/shared/content/checks.ts), by Contentful entry and locale. */
export interface PreviewCheck extends EntryNote {
  entryId: string | null;
  locale: string | null;
  /** The entry's page in the preview. */
  path: string;
}

/** What the preview's last read of Contentful gave, written by the build and served at PREVIEW_ROUTES.state. */
export interface PreviewState {
  /** Counts the reads since the preview started: the server waits for it to move after asking for a refresh. */
  generation: number;
  readAt: string;
  /** By Gatsby node id (a page's context `id`). */
  entries: Record<string, PreviewEntry>;
  problems: PreviewProblem[];
  /** The checks of every entry shown, worst first. */
  checks: PreviewCheck[];
}

/** Contentful's web app, in its US and EU regions: the frame of its live preview pane, and the inspector's partner. */
export const CONTENTFUL_APP_ORIGINS = ['https://app.contentful.com', 'https://app.eu.contentful.com'];
