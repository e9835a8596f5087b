/**
 * The page a visitor without JavaScript gets back for an invalid form: the site's own /form-errors/ page
 * (built with the site's frame, in its language) with the spec's messages listed per field, each linking
 * to its field on the form's page, and a link back to the form (the browser's back keeps what was typed).
 * Both pages are read from the site's own origin and kept for ten minutes: a field is named with the
 * label the visitor saw. Should the site not answer, a plain page in the same words stands in.
 * The form's page is the one its type is on (FORM_PAGES), never the post's Referer, which whoever sends
 * the post chooses; the page is put together with escaping and by position, never by `replace`
 * patterns (a `$&` in a replacement string repeats what it replaces).
 */
import { Parser } from 'htmlparser2';
import { FORM_ERRORS_PATH, FORM_PAGES } from '../../src/shared/forms/confirmation-paths';
import { translate, type DictionaryKey } from '../../src/shared/i18n/dictionary';
import { MESSAGES } from '../../src/shared/forms/messages';
import type { FormSite } from './html-form';
import { escapeHtml } from '../shared/html';

const TTL_MS = 10 * 60_000;
const cache = new Map<string, { at: number; text: Promise<string | null> }>();

/** A page of the site, fetched once per ten minutes; null when the site does not answer it. */
function sitePage(url: string): Promise<string | null> {
  const hit = cache.get(url);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.text;
  const text = fetch(url, { signal: AbortSignal.timeout(3000), redirect: 'error' })
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null);
  if (cache.size > 100) cache.clear();
  cache.set(url, { at: Date.now(), text });
  return text;
}

/**
 * The label of each field on a form page, by the field's id: a `<label for>`'s text, or for a group of
 * choices (whose first input carries the id) its fieldset's legend. The required mark is left out.
 */
export function fieldLabels(html: string): Map<string, string> {
  const labels = new Map<string, string>();
  interface Open {
    name: string;
    for?: string;
    /** The required mark: its text is not part of the name. */
    skip: boolean;
    text: string;
    legend?: string;
    ids: string[];
  }
  const stack: Open[] = [];
  const VOID = new Set(['input', 'br', 'img', 'meta', 'link', 'hr', 'source', 'wbr', 'area', 'col', 'embed', 'track', 'base']);
  const parser = new Parser({
    onopentag(name, attribs) {
      const id = attribs.id;
      if ((name === 'input' || name === 'select' || name === 'textarea') && id)
        for (const open of stack) if (open.name === 'fieldset') open.ids.push(id);
      if (VOID.has(name)) return;
      stack.push({ name, for: attribs.for, skip: attribs.class?.split(/\s+/).includes('field__required') ?? false, text: '', ids: [] });
    },
    ontext(text) {
      if (stack.some((open) => open.skip)) return;
      for (const open of stack) if (open.name === 'label' || open.name === 'legend') open.text += text;
    },
    onclosetag(name) {
      if (VOID.has(name)) return;
      const closed = stack.pop();
      if (!closed) return;
      const text = closed.text.replace(/\s+/g, ' ').trim();
      if (name === 'label' && closed.for && text) labels.set(closed.for, text);
      if (name === 'legend') {
        const fieldset = [...stack].reverse().find((open) => open.name === 'fieldset');
        if (fieldset) fieldset.legend = text;
      }
      if (name === 'fieldset' && closed.legend && closed.ids[0] && !labels.has(closed.ids[0])) labels.set(closed.ids[0], closed.legend);
    },
  });
  parser.write(html);
  parser.end();
  return labels;
}

const translated = (text: string, site: FormSite) => {
  try {
    return translate(text as DictionaryKey, site.locale);
  } catch {
    return text;
  }
};

/** The stand-in when the site's /form-errors/ page cannot be read: the same list in a plain page. */
function plainPage(site: FormSite, list: string, back: string): string {
  const title = escapeHtml(translated(MESSAGES.genericFailure, site));
  const lang = site.locale === 'zh-CN' ? 'zh-CN' : 'en';
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title></head>` +
    `<body><main><h1>${title}</h1><div id="form-errors">${list}</div><p><a href="${escapeHtml(back)}">${escapeHtml(back)}</a></p></main></body></html>`
  );
}

const FORM_PAGE: ReadonlyMap<string, string> = new Map(Object.entries(FORM_PAGES));

/** `html` with the first match of `pattern` swapped for `text` as it is (`replace` would expand a `$&` in it); null when none matches. */
function spliceFirst(html: string, pattern: RegExp, text: string): string | null {
  const match = pattern.exec(html);
  return match ? html.slice(0, match.index) + text + html.slice(match.index + match[0].length) : null;
}

/**
 * The page listing `errors` (field name to the spec's message) for the form `formType` posted from a page
 * of `site`: its links lead to the form's own page, or to the home page when the form is not known (a post
 * refused before it was read).
 */
export async function formErrorsPage(site: FormSite, formType: string, errors: Record<string, string>): Promise<string> {
  const formPath = FORM_PAGE.get(formType) ?? '/';
  const formUrl = `${site.origin}${formPath}`;
  const [template, formHtml] = await Promise.all([sitePage(`${site.origin}${FORM_ERRORS_PATH}`), sitePage(formUrl)]);
  const labels = formHtml ? fieldLabels(formHtml) : new Map<string, string>();
  // In the form's reading order (the labels are in page order), the form-wide ones last.
  const order = [...labels.keys()];
  const position = (field: string) => {
    const at = order.indexOf(`${formType}-${field}`);
    return at < 0 ? order.length : at;
  };
  const separator = site.locale === 'zh-CN' ? '：' : ': ';
  const sorted = Object.entries(errors).sort(([a], [b]) => position(a) - position(b));
  const items = sorted.map(([field, message]) => {
    const id = `${formType}-${field}`;
    const label = labels.get(id);
    const text = escapeHtml(translated(message, site));
    // A field the page has: linked by its id, named by its label. Others (the form as a whole): the message.
    return label ? `<li><a href="${escapeHtml(`${formPath}#${id}`)}">${escapeHtml(label)}</a>${separator}${text}</li>` : `<li>${text}</li>`;
  });
  const list = `<ul class="form-errors__list">${items.join('')}</ul>`;
  // The list goes into the empty placeholder, the form's address into the back link's href.
  const filled = template && spliceFirst(template, /(?<=<div id="form-errors"[^>]*>)(?=<\/div>)/, list);
  if (!filled) return plainPage(site, list, formUrl);
  return spliceFirst(filled, /(?<=<a id="form-errors-back"[^>]*?href=")[^"]*/, escapeHtml(formPath)) ?? filled;
}
