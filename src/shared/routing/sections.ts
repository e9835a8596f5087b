/**
 * The spec's routing table: content type -> section path and back-link label. An item's path is its
 * section path plus `/{slug}`. Used by page creation at build time and by components in the browser.
 */
import { buildSlug } from './paths';

export interface Section {
  path: string;
  /** The back link shown on an item page; null where the spec gives none. */
  backLabel: string | null;
}

const BLOG: Section = { path: '/blog', backLabel: 'Back to Blog' };
const HELP: Section = { path: '/help', backLabel: 'Back to Help Center' };
const GLOSSARY: Section = { path: '/glossary', backLabel: 'Back to Glossary' };
const CAPITAL: Section = { path: '/products/capital', backLabel: 'Back to Capital' };
const RESEARCH: Section = { path: '/research', backLabel: 'Back to Research' };
const MARKET_UPDATE: Section = { path: '/global-logistics-update', backLabel: 'Back to Global Logistics Update' };
const CUSTOMERS: Section = { path: '/company/customers', backLabel: 'Back to Customers' };
const EVENTS: Section = { path: '/events', backLabel: null };
const WEBINARS: Section = { path: '/webinars', backLabel: 'Back to Videos and Webinars' };
const ROOT: Section = { path: '/', backLabel: null };

export const SECTIONS = {
  blog: BLOG,
  'help center': HELP,
  'help articles': HELP,
  'glossary terms': GLOSSARY,
  capital: CAPITAL,
  'capital+blog': CAPITAL,
  research: RESEARCH,
  'research+blog': RESEARCH,
  'global logistics update': MARKET_UPDATE,
  'market update': MARKET_UPDATE,
  'case-study': CUSTOMERS,
  events: EVENTS,
  webinars: WEBINARS,
  newsroom: ROOT,
} as const satisfies Record<string, Section>;

export type SectionName = keyof typeof SECTIONS;

/** The section of a content type; newsroom and any type the table does not name live at the root. */
export function sectionFor(contentType: string): Section {
  return contentType in SECTIONS ? SECTIONS[contentType as SectionName] : ROOT;
}

export function itemPath(contentType: string, slug: string): string {
  return buildSlug(sectionFor(contentType).path, slug);
}
