/** Where each entry is published: one function shared by every content source. */
import { buildSlug } from '../routing/paths';
import { itemPath } from '../routing/sections';
import type { ContentEntry, ContentKind } from './schemas';

/** The spec's content type of an entry, which picks its section and back link. */
export function contentTypeOf(kind: ContentKind, data: ContentEntry<ContentKind>): string {
  switch (kind) {
    case 'BlogPost': {
      const section = (data as ContentEntry<'BlogPost'>).section;
      return section === 'blog' ? 'blog' : `${section}+blog`;
    }
    case 'HelpArticle':
      return 'help articles';
    case 'GlossaryTerm':
      return 'glossary terms';
    case 'Research':
      return 'research';
    case 'MarketUpdate':
      return 'market update';
    case 'CaseStudy':
      return 'case-study';
    case 'Event':
      return 'events';
    case 'Webinar':
      return 'webinars';
    case 'NewsroomPost':
      return 'newsroom';
    default:
      return 'page';
  }
}

/** The key that identifies an entry across locales (its slug, own path, or uuid). */
export function entryKey(kind: ContentKind, data: ContentEntry<ContentKind>): string {
  if ('path' in data) return data.path;
  if ('uuid' in data) return data.uuid;
  if (kind === 'HelpArticle') {
    const article = data as ContentEntry<'HelpArticle'>;
    return `${article.number}-${article.slug}`;
  }
  return (data as { slug: string }).slug;
}

const OWN_PREFIX: Partial<Record<ContentKind, string>> = {
  ProductPage: '/products',
  BlogAuthor: '/blog/author',
  BlogCategory: '/blog/category',
  HelpCategory: '/help/category',
  EGuide: '/eguides',
  CareersTeam: '/careers/teams',
  Office: '/careers/locations',
  JobPosting: '/careers/jobs',
  Vessel: '/earth/vessel',
};

export function entryPath(kind: ContentKind, data: ContentEntry<ContentKind>): string {
  if ('path' in data) return data.path;
  const prefix = OWN_PREFIX[kind];
  if (prefix !== undefined) return buildSlug(prefix, entryKey(kind, data));
  return itemPath(contentTypeOf(kind, data), entryKey(kind, data));
}

/** The title a page or list shows for the entry, whatever the kind calls it. */
export function entryTitle(data: ContentEntry<ContentKind>): string {
  if ('title' in data) return data.title;
  if ('name' in data) return data.name;
  return '';
}
