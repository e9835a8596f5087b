import React from 'react';
import { SITE } from '../../../shared/config/site';
import { SITE_LOCALE } from '../../../shared/i18n/use-translate';
import { normalizePath } from '../../../shared/routing/paths';
import { alternates } from '../../../shared/seo/alternates';
import { previewing } from '../../../shared/preview';

interface PageMetaProps {
  title: string;
  description?: string | null;
  /** The page's path without host; canonical and hreflang alternates are built from it. */
  path: string;
  noindex?: boolean;
  children?: React.ReactNode;
}

/**
 * Head tags for a page, rendered through Gatsby's Head API (so they are in the HTML and updated on
 * every client-side route change): title, description, canonical, hreflang alternates, Open Graph. The
 * page's JSON-LD is written with its other head facts at render time (src/pipeline/structured-data.ts).
 */
export function PageMeta({ title, description, path, noindex = false, children }: PageMetaProps) {
  const pagePath = normalizePath(path);
  const canonical = `${SITE.urls[SITE_LOCALE]}${pagePath}`;
  const fullTitle = path === '/' ? `${SITE.brandName} — ${title}` : `${title} | ${SITE.brandName}`;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={canonical} />
      {alternates(pagePath).map(({ lang, url }) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={url} />
      ))}
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={SITE.brandName} />
      <meta property="og:locale" content={SITE_LOCALE.replace('-', '_')} />
      {/* Drafts must never be indexed, whatever the page says. */}
      {noindex || previewing ? <meta name="robots" content="noindex" /> : null}
      <meta name="theme-color" content="#0b2545" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {children}
    </>
  );
}
