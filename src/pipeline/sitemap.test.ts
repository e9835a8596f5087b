import { describe, expect, it } from 'vitest';
import { SITE } from '../shared/config/site';
import { HTML_LANG } from '../shared/i18n/locales';
import { sitemapEntry, sitemapPages, type SitemapQuery } from './sitemap';

const fallback = (src: string) => ({ childImageSharp: { gatsbyImageData: { images: { fallback: { src } } } } });

const data: SitemapQuery = {
  allSitePage: {
    nodes: [
      { path: '/products/ocean-freight/' },
      { path: '/products/air-freight/' },
      { path: '/products/warehousing/' },
      { path: '/products/customs-brokerage/' },
      { path: '/company/about-us/' },
      { path: '/blog/x/' },
      { path: '/search/' },
      { path: '/get-started/confirmation/' },
    ],
  },
  allContentEntry: { nodes: [{ path: '/blog/x/', modified: '2025-03-11' }] },
  allProductPage: {
    nodes: [
      { path: '/products/ocean-freight/', slug: 'ocean-freight', group: 'freight' },
      { path: '/products/air-freight/', slug: 'air-freight', group: 'freight' },
      // Its illustration (the warehouse) has not been added to the images: the page shows none.
      { path: '/products/warehousing/', slug: 'warehousing', group: 'fulfilment' },
      { path: '/products/customs-brokerage/', slug: 'customs-brokerage', group: 'customs' },
    ],
  },
  illustrations: {
    nodes: [
      { name: 'hero-port', ...fallback('/static/a1/74f4e/hero-port.jpg') },
      { name: 'air-cargo', ...fallback('/static/b2/f7872/air-cargo.jpg') },
      { name: 'truck', childImageSharp: null },
    ],
  },
};

describe('sitemapPages', () => {
  const pages = new Map(sitemapPages(data).map((page) => [page.path, page]));

  it('leaves out the pages kept out of the sitemap (src/shared/routing/unlisted.ts)', () => {
    expect([...pages.keys()]).not.toContain('/search/');
    expect([...pages.keys()]).not.toContain('/get-started/confirmation/');
    expect(pages.size).toBe(6);
  });

  it('gives each product the fallback file of the illustration its template draws, and the About us page its own', () => {
    expect(pages.get('/products/ocean-freight/')?.images).toEqual(['/static/a1/74f4e/hero-port.jpg']);
    expect(pages.get('/products/air-freight/')?.images).toEqual(['/static/b2/f7872/air-cargo.jpg']);
    expect(pages.get('/company/about-us/')?.images).toEqual(['/static/a1/74f4e/hero-port.jpg']);
  });

  it('lists no image for a page without an illustration, or whose illustration is not among the images', () => {
    expect(pages.get('/products/customs-brokerage/')?.images).toEqual([]);
    expect(pages.get('/products/warehousing/')?.images).toEqual([]);
    expect(pages.get('/blog/x/')?.images).toEqual([]);
  });

  it("takes lastmod from the page's entry", () => {
    expect(pages.get('/blog/x/')?.modified).toBe('2025-03-11');
    expect(pages.get('/company/about-us/')?.modified).toBeNull();
  });
});

describe('sitemapEntry', () => {
  const page = { path: '/blog/x', modified: '2025-03-11', images: ['/static/hero.jpg', '/static/chart.png'] };
  const entry = sitemapEntry(page, 'en-US');

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

  it('gives the images as absolute URLs on the site of the locale', () => {
    expect(entry.img).toEqual([
      { url: 'https://www.harbourline.example/static/hero.jpg' },
      { url: 'https://www.harbourline.example/static/chart.png' },
    ]);
    const zh = sitemapEntry(page, 'zh-CN');
    expect(zh.img).toEqual([
      { url: 'https://cn.harbourline.example/static/hero.jpg' },
      { url: 'https://cn.harbourline.example/static/chart.png' },
    ]);
    // The alternates do not depend on which site's sitemap the entry is in.
    expect(zh.links).toEqual(entry.links);
  });

  it('has no lastmod key when the page has no modified date', () => {
    const undated = sitemapEntry({ path: '/privacy', modified: null, images: [] }, 'en-US');
    expect('lastmod' in undated).toBe(false);
    expect(undated.url).toBe('/privacy/');
    expect(undated.img).toEqual([]);
  });

  it('keeps file paths such as /404.html without a slash', () => {
    expect(sitemapEntry({ path: '/404.html', modified: null, images: [] }, 'en-US').url).toBe('/404.html');
  });
});
