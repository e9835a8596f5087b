/**
 * Head facts as a page's context carries them to the renderer, and so into the page data a browser fetches on
 * every in-app navigation: without what the page's path, its title and its regional site already give (the title
 * again in the card and as the trail's last step, the step Home, the site's host, a card that is the page's own).
 * Gatsby hashes, compares, stores and sweeps every page's context in every build; the facts were half of all
 * context at 10,843 pages (about 7 of 16 MB), twice what they are packed.
 */
import { isDeepStrictEqual } from 'node:util';
import { SITE } from '../../shared/config/site';
import { translate } from '../../shared/i18n/dictionary';
import type { Locale } from '../../shared/i18n/locales';
import { normalizePath } from '../../shared/routing/paths';
import type { Crumb } from '../../shared/seo/breadcrumbs';
import type { HeadFacts } from './facts';

export type PackedHead =
  | {
      title: string;
      /** Absent when empty. */
      description?: string;
      forwardTo?: string;
      noindex?: true;
      article?: true;
      /** The trail's steps between Home and the page; absent when the page has no trail (the home page). */
      steps?: Crumb[];
      /** The card of another page, when the page shows that one (an HS code its chapter's). */
      card?: string;
      feed?: NonNullable<HeadFacts['feed']>;
    }
  /** Facts that do not follow the pattern travel whole. */
  | { full: HeadFacts };

export function unpackHead(packed: PackedHead, pagePath: string, locale: Locale): HeadFacts {
  if ('full' in packed) return packed.full;
  const page = normalizePath(pagePath);
  const trail =
    packed.steps === undefined ? [] : [{ to: '/', label: translate('Home', locale) }, ...packed.steps, { to: page, label: packed.title }];
  return {
    title: packed.title,
    description: packed.description ?? '',
    ...(packed.forwardTo === undefined ? {} : { forwardTo: packed.forwardTo }),
    ...(packed.noindex ? { noindex: true } : {}),
    ogType: packed.article ? 'article' : 'website',
    trail,
    card: {
      file: packed.card ?? `${page}og.png`,
      facts: {
        title: packed.title,
        eyebrow: trail.length > 2 ? (trail[trail.length - 2]?.label ?? '') : '',
        host: new URL(SITE.urls[locale]).host,
      },
    },
    ownCard: packed.card === undefined,
    feed: packed.feed ?? null,
  };
}

/** The facts packed; whole when unpacking would not give them back exactly. */
export function packHead(head: HeadFacts, pagePath: string, locale: Locale): PackedHead {
  const packed: PackedHead = {
    title: head.title,
    ...(head.description === '' ? {} : { description: head.description }),
    ...(head.forwardTo === undefined ? {} : { forwardTo: head.forwardTo }),
    ...(head.noindex ? { noindex: true } : {}),
    ...(head.ogType === 'article' ? { article: true } : {}),
    ...(head.trail.length > 0 ? { steps: head.trail.slice(1, -1) } : {}),
    ...(head.ownCard ? {} : { card: head.card.file }),
    ...(head.feed ? { feed: head.feed } : {}),
  };
  return isDeepStrictEqual(unpackHead(packed, pagePath, locale), head) ? packed : { full: head };
}

/** Whether a page context's `head` is packed facts. */
export function isPackedHead(value: unknown): value is PackedHead {
  if (typeof value !== 'object' || value === null) return false;
  return (
    ('title' in value && typeof value.title === 'string') || ('full' in value && typeof value.full === 'object' && value.full !== null)
  );
}
