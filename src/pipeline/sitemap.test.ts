import { describe, expect, it } from 'vitest';
import { SITE } from '../shared/config/site';
import { HTML_LANG } from '../shared/i18n/locales';
import { imagesOf, sitemapEntry } from './sitemap';

const html = `<!DOCTYPE html><html lang="en-US"><head>
<link rel="icon" href="/favicon-32x32.png"><meta property="og:image" content="/static/og.png">
</head><body>
<header><img src="/static/logo.svg" alt="Harbourline"></header>
<main id="main">
  <h1>Post</h1>
  <img alt="" src="/static/hero.jpg">
  <picture><img loading="lazy" src="/static/chart.png" alt="Chart"></picture>
  <img src="//cdn.example/pixel.gif" alt="">
  <img src="https://images.ctfassets.net/abc/photo.jpg" alt="">
  <img data-src="/static/lazy-only.jpg" alt="">
  <noscript><img src="/static/hero.jpg" alt=""></noscript>
</main>
<footer><img src="/static/footer-badge.png" alt=""></footer>
</body></html>`;

describe('imagesOf', () => {
  it('lists the site-relative images of the main content once each, in order', () => {
    expect(imagesOf(html)).toEqual(['/static/hero.jpg', '/static/chart.png']);
  });

  it('ignores protocol-relative and absolute external images', () => {
    const found = imagesOf(html);
    expect(found.some((src) => src.includes('cdn.example'))).toBe(false);
    expect(found.some((src) => src.includes('ctfassets'))).toBe(false);
  });

  it('ignores images outside <main>', () => {
    const found = imagesOf(html);
    expect(found).not.toContain('/static/logo.svg');
    expect(found).not.toContain('/static/footer-badge.png');
  });

  // data-src is not the fallback src a crawler sees; only a real src attribute counts.
  it('reads only src attributes', () => {
    expect(imagesOf(html)).not.toContain('/static/lazy-only.jpg');
  });

  it('finds none in a page without <main>', () => {
    expect(imagesOf('<body><img src="/static/a.png"></body>')).toEqual([]);
    expect(imagesOf('')).toEqual([]);
  });
});

describe('sitemapEntry', () => {
  const entry = sitemapEntry({ path: '/blog/x', modified: '2025-03-11' }, html, 'en-US');

  it('gives the page path with its trailing slash and its lastmod', () => {
    expect(entry.url).toBe('/blog/x/');
    expect(entry.lastmod).toBe('2025-03-11');
  });

  it('links the page on each regional site and the en-US page as x-default', () => {
    expect(HTML_LANG['zh-CN']).toBe('zh-Hans-CN');
    expect(entry.links).toEqual([
      { lang: 'en-US', url: `${SITE.urls['en-US']}/blog/x/` },
      { lang: HTML_LANG['zh-CN'], url: `${SITE.urls['zh-CN']}/blog/x/` },
      { lang: 'x-default', url: `${SITE.urls['en-US']}/blog/x/` },
    ]);
    expect(entry.links.map((link) => link.url)).toEqual([
      'https://www.harbourline.example/blog/x/',
      'https://cn.harbourline.example/blog/x/',
      'https://www.harbourline.example/blog/x/',
    ]);
  });

  it('gives the main images as absolute URLs on the site of the locale', () => {
    expect(entry.img).toEqual([
      { url: 'https://www.harbourline.example/static/hero.jpg' },
      { url: 'https://www.harbourline.example/static/chart.png' },
    ]);
    const zh = sitemapEntry({ path: '/blog/x', modified: '2025-03-11' }, html, 'zh-CN');
    expect(zh.img).toEqual([
      { url: 'https://cn.harbourline.example/static/hero.jpg' },
      { url: 'https://cn.harbourline.example/static/chart.png' },
    ]);
    // The alternates do not depend on which site's sitemap the entry is in.
    expect(zh.links).toEqual(entry.links);
  });

  it('has no lastmod key when the page has no modified date', () => {
    const undated = sitemapEntry({ path: '/privacy', modified: null }, '', 'en-US');
    expect('lastmod' in undated).toBe(false);
    expect(undated.url).toBe('/privacy/');
    expect(undated.img).toEqual([]);
  });

  it('keeps file paths such as /404.html without a slash', () => {
    expect(sitemapEntry({ path: '/404.html', modified: null }, '', 'en-US').url).toBe('/404.html');
  });
});
