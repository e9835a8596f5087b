import type { CatalogueKey, PageCatalogue } from '../../../shared/i18n/page-translator';

/**
 * Text that a calculation module writes in English (a source, a note, a place name) shown in the site's
 * language: the English text is the key of the page's catalogue, as for any other page text. On the
 * en-US build the catalogue is empty and the text is shown as written; the unit tests check that every
 * such text of the modules is in the catalogue, so the zh-CN site never falls back to English.
 */
export function catalogueText<C extends PageCatalogue>(
  catalogue: Partial<C>,
  tp: (key: CatalogueKey<C>) => string,
): (english: string) => string {
  const isKey = (text: string): text is CatalogueKey<C> => Object.prototype.hasOwnProperty.call(catalogue, text);
  return (english) => (isKey(english) ? tp(english) : english);
}
