import React from 'react';
import { SITE } from '../../../shared/config/site';
import { SITE_LOCALE } from '../../../shared/i18n/use-translate';
import { normalizePath } from '../../../shared/routing/paths';
import { alternates } from '../../../shared/seo/alternates';

/**
 * JSON-LD as the text of a script element: `<` escaped, so no string in it can close the element. Here,
 * not beside the builders (src/shared/seo/json-ld.ts), so that only the pages with structured data carry them.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * A JSON-LD block: a data block, not a script (browsers do not run it, and the page's script policy does not
 * apply); its text is JSON with `<` escaped. `attributes` mark it, as the render-time head tags are marked.
 */
export function JsonLd({ data, attributes = {} }: { data: unknown; attributes?: Record<string, string> }) {
  return <script type="application/ld+json" {...attributes} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

interface PageMetaProps {
  title: string;
  description?: string | null;
  /** The page's path without host; canonical and hreflang alternates are built from it. */
  path: string;
  noindex?: boolean;
  /** schema.org nodes (src/shared/seo/json-ld.ts), each written as a JSON-LD script. */
  structuredData?: readonly object[];
  children?: React.ReactNode;
}

/**
 * Head tags for a page, rendered through Gatsby's Head API (so they are in the HTML and updated on
 * every client-side route change): title, description, canonical, hreflang alternates, Open Graph.
 */
export function PageMeta({ title, description, path, noindex = false, structuredData = [], children }: PageMetaProps) {
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
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta name="theme-color" content="#0b2545" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      {children}
    </>
  );
}
