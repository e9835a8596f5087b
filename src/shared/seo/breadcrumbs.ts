/**
 * A page's place in the site, Home first and the page last: its section and the sections that holds
 * (src/shared/routing/sections.ts: a blog post is in the Blog, a job in Open roles under Careers), for the
 * BreadcrumbList of its head.
 * Pages that draw their own trail (HS codes) pass it instead. Every page's head uses this module, so it
 * holds its own JSON-LD builder rather than importing the others' (src/shared/seo/json-ld.ts).
 */
import type { BreadcrumbList, WithContext } from 'schema-dts';
import { SITE } from '../config/site';
import type { DictionaryKey } from '../i18n/dictionary';
import type { Locale } from '../i18n/locales';
import { normalizePath } from '../routing/paths';
import { SECTION_ROWS, sectionOfPage } from '../routing/sections';

export interface Crumb {
  /** A site path. */
  to: string;
  label: string;
}

/**
 * The trail from Home to the page at `path` titled `title`, labels translated by `translate`. The home
 * page has none; a page outside every hub is Home › page.
 */
export function trailOf(path: string, title: string, translate: (key: DictionaryKey) => string, contentType?: string): Crumb[] {
  const page = normalizePath(path || '/');
  if (page === '/') return [];
  const hubs: Crumb[] = [];
  const seen = new Set<string>();
  for (
    let row = sectionOfPage(page, contentType);
    row && !seen.has(row.id);
    row = SECTION_ROWS.find((other) => other.id === row?.parent) ?? null
  ) {
    seen.add(row.id);
    hubs.unshift({ to: row.path, label: translate(row.label) });
  }
  return [{ to: '/', label: translate('Home') }, ...hubs, { to: page, label: title }];
}

/** A trail as BreadcrumbList, each step by its address on the regional site. */
export function breadcrumbList(trail: ReadonlyArray<Crumb>, siteLocale: Locale): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${SITE.urls[siteLocale]}${normalizePath(crumb.to)}`,
    })),
  };
}
