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

/** The site whose page posted a form: its origin and locale. */
export interface FormSite {
  origin: string;
  locale: Locale;
}

/**
 * Which of the sites' pages a form post came from, by its Origin header (or, from a browser that sends
 * none, its Referer's origin), when that is one of the sites' origins; null otherwise, and the post is
 * refused (a form on another site must not be able to submit leads in a visitor's name). The Referer's
 * path is not kept: the answer's links lead to the form's own page (FORM_PAGES), whatever it says.
 */
export function formPageOf(header: (name: string) => string | undefined, siteOrigins: ReadonlyMap<string, Locale>): FormSite | null {
  const originOf = (url: string | undefined) => {
    try {
      return url ? new URL(url).origin : undefined;
    } catch {
      return undefined;
    }
  };
  const origin = header('origin') ?? originOf(header('referer'));
  const locale = origin ? siteOrigins.get(origin.toLowerCase()) : undefined;
  return origin && locale ? { origin, locale } : null;
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
