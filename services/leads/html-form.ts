/**
 * Lead forms posted without JavaScript (JavaScript off, blocked, or not loaded yet): the browser sends the
 * form itself, urlencoded, to the same endpoint. Such a post is taken only from the sites' own pages (its
 * Origin, else its Referer), is read into the shape the JSON posts have, and is answered for a browser:
 * a 303 to the form's thank-you page, or a page listing what to correct.
 */
import { createHash } from 'node:crypto';
import { CHECKBOX_FIELDS, LIST_FIELDS } from '../../src/shared/forms/confirmation-paths';
import type { Locale } from '../../src/shared/i18n/locales';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export function isFormPost(contentType: string | undefined): boolean {
  return (contentType ?? '').toLowerCase().startsWith(FORM_CONTENT_TYPE);
}

/** A form's fields as the JSON posts carry them: a check box true when sent, a list always a list. */
export function formFields(body: string): Record<string, unknown> {
  const params = new URLSearchParams(body);
  const fields: Record<string, unknown> = {};
  for (const name of new Set(params.keys())) {
    if (LIST_FIELDS.has(name)) fields[name] = params.getAll(name).filter((v) => v !== '');
    else if (CHECKBOX_FIELDS.has(name)) fields[name] = params.get(name) !== null;
    else fields[name] = params.get(name) ?? '';
  }
  return fields;
}

/** The page a form was posted from, when it is one of the sites' own: its origin, locale and path. */
export interface FormPage {
  origin: string;
  locale: Locale;
  path: string;
}

/**
 * Where a form post came from, by its Origin header (or, from a browser that sends none, its Referer),
 * when that is one of the sites' origins; null otherwise, and the post is refused (a form on another site
 * must not be able to submit leads in a visitor's name).
 */
export function formPageOf(header: (name: string) => string | undefined, siteOrigins: ReadonlyMap<string, Locale>): FormPage | null {
  const parse = (value: string | undefined) => {
    try {
      return value ? new URL(value) : null;
    } catch {
      return null;
    }
  };
  const referer = parse(header('referer'));
  const origin = header('origin') ?? referer?.origin;
  if (!origin) return null;
  const locale = siteOrigins.get(origin.toLowerCase());
  if (!locale) return null;
  // The Referer names the form's page only when it is on the same origin.
  const path = referer && referer.origin === origin ? referer.pathname : '/';
  return { origin, locale, path };
}

/** The span of time a derived submission id stands for (see derivedSubmissionId). */
export const DERIVED_ID_WINDOW_MS = 600_000;

/**
 * The submission id of a post that names none (a static page cannot give each visit its own): derived from
 * what was sent, by whom, in which ten minutes, so a form sent twice (a double click, a reload) stores one
 * lead, while the same person sending it again later stores another. The ten minutes are fixed spans: the
 * handler also looks for the previous span's id, so a form sent twice across the turn of a span is one lead.
 */
export function derivedSubmissionId(fields: Record<string, unknown>, client: string | null, now = Date.now()): string {
  const window = Math.floor(now / DERIVED_ID_WINDOW_MS);
  const canonical = JSON.stringify(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)));
  const hex = createHash('sha256')
    .update(`${client ?? ''}\n${window}\n${canonical}`)
    .digest('hex');
  // As a version-8 (custom) UUID, the shape the JSON posts' ids have.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
