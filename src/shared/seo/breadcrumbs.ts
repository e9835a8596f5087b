/**
 * A page's place in the site, Home first and the page last: what its back link and the navigation say
 * (a blog post is in the Blog, a job in Open roles under Careers), for the BreadcrumbList of its head.
 * Pages that draw their own trail (HS codes) pass it instead. Every page's head uses this module, so it
 * holds its own JSON-LD builder rather than importing the others' (src/shared/seo/json-ld.ts).
 */
import type { BreadcrumbList, WithContext } from 'schema-dts';
import { SITE } from '../config/site';
import type { DictionaryKey } from '../i18n/dictionary';
import type { Locale } from '../i18n/locales';
import { normalizePath } from '../routing/paths';

export interface Crumb {
  /** A site path. */
  to: string;
  label: string;
}

interface Hub {
  label: DictionaryKey;
  /** The hub this one sits in, when it is not the home page. */
  parent?: string;
}

/** Pages that hold others, by path. Every path here is a page of the site (the structured-data check sees to it). */
const HUBS: Readonly<Record<string, Hub>> = {
  '/blog': { label: 'Blog' },
  '/help': { label: 'Help Center' },
  '/glossary': { label: 'Glossary' },
  '/research': { label: 'Research' },
  '/global-logistics-update': { label: 'Global Logistics Update' },
  '/webinars': { label: 'Videos and Webinars' },
  '/eguides': { label: 'E-guides' },
  '/events': { label: 'Events' },
  '/data/hs-code': { label: 'HS codes' },
  '/products/capital': { label: 'Capital' },
  '/company/customers': { label: 'Customers' },
  '/company/newsroom': { label: 'Newsroom' },
  '/company/careers': { label: 'Careers' },
  '/careers/jobs': { label: 'Open roles', parent: '/company/careers' },
};

/** Where pages whose path does not start with their hub's belong: prefix -> hub. */
const ALIASES: ReadonlyArray<readonly [prefix: string, hub: string]> = [['/careers/', '/company/careers']];

/** The hub a page sits in: the longest hub (or alias) its path starts with; newsroom posts live at the root. */
function hubOf(path: string, contentType?: string): string | null {
  if (contentType === 'newsroom') return '/company/newsroom';
  let best: string | null = null;
  for (const hub of Object.keys(HUBS)) if (path.startsWith(`${hub}/`) && (best === null || hub.length > best.length)) best = hub;
  if (best !== null) return best;
  for (const [prefix, hub] of ALIASES) if (path.startsWith(prefix)) return hub;
  return null;
}

/**
 * The trail from Home to the page at `path` titled `title`, labels translated by `translate`. The home
 * page has none; a page outside every hub is Home › page.
 */
export function trailOf(path: string, title: string, translate: (key: DictionaryKey) => string, contentType?: string): Crumb[] {
  const page = normalizePath(path).replace(/\/$/, '');
  if (page === '') return [];
  const hubs: Crumb[] = [];
  const seen = new Set<string>();
  for (let hub = hubOf(page, contentType); hub !== null && hub !== page && !seen.has(hub); hub = HUBS[hub]?.parent ?? null) {
    seen.add(hub);
    const facts = HUBS[hub];
    if (facts) hubs.unshift({ to: hub, label: translate(facts.label) });
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
