import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SITE } from '../shared/config/site';
import { HTML_LANG } from '../shared/i18n/locales';
import { sitemapEntry, sitemapPages, writeSitemap, type SitemapQuery } from './sitemap';

const fallback = (src: string) => ({ childImageSharp: { gatsbyImageData: { images: { fallback: { src } } } } });

const pagePaths = [
  '/products/ocean-freight/',
  '/products/air-freight/',
  '/products/warehousing/',
  '/products/customs-brokerage/',
  '/company/about-us/',
  '/blog/x/',
  '/search/',
  '/get-started/confirmation/',
];

const data: SitemapQuery = {
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
  const pages = new Map(sitemapPages(data, pagePaths).map((page) => [page.path, page]));

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

describe('writeSitemap', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-test-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const publicDir = path.join(root, 'public');
  const stateFile = path.join(root, 'cache', 'sitemap.digest');
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8');

  it('writes the index and a sitemap naming each page on the regional site, with its lastmod, alternates and images', async () => {
    expect(await writeSitemap(publicDir, sitemapPages(data, pagePaths), 'en-US', stateFile)).toEqual({ urls: 6, written: true });
    expect(read('sitemap-index.xml')).toContain('<loc>https://www.harbourline.example/sitemap-0.xml</loc>');
    const xml = read('sitemap-0.xml');
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml).toContain('<loc>https://www.harbourline.example/blog/x/</loc><lastmod>2025-03-11T00:00:00.000Z</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh-Hans-CN" href="https://cn.harbourline.example/blog/x/"/>');
    expect(xml).toContain('<image:loc>https://www.harbourline.example/static/b2/f7872/air-cargo.jpg</image:loc>');
    expect(xml).not.toContain('/search/');
  });

  it('leaves the files as they are when the pages are the same, and writes them again when one changed or went missing', async () => {
    const before = fs.statSync(path.join(publicDir, 'sitemap-0.xml')).mtimeMs;
    expect(await writeSitemap(publicDir, sitemapPages(data, pagePaths), 'en-US', stateFile)).toEqual({ urls: 6, written: false });
    expect(fs.statSync(path.join(publicDir, 'sitemap-0.xml')).mtimeMs).toBe(before);

    const dated = { ...data, allContentEntry: { nodes: [{ path: '/blog/x/', modified: '2025-04-01' }] } };
    expect(await writeSitemap(publicDir, sitemapPages(dated, pagePaths), 'en-US', stateFile)).toEqual({ urls: 6, written: true });
    expect(read('sitemap-0.xml')).toContain('<lastmod>2025-04-01T00:00:00.000Z</lastmod>');

    fs.rmSync(path.join(publicDir, 'sitemap-index.xml'));
    expect(await writeSitemap(publicDir, sitemapPages(dated, pagePaths), 'en-US', stateFile)).toEqual({ urls: 6, written: true });
    expect(fs.existsSync(path.join(publicDir, 'sitemap-index.xml'))).toBe(true);
  });

  it("gives the other regional site's sitemap its own address", async () => {
    const zhDir = path.join(root, 'public-zh');
    await writeSitemap(zhDir, sitemapPages(data, pagePaths), 'zh-CN', path.join(root, 'cache', 'zh.digest'));
    expect(fs.readFileSync(path.join(zhDir, 'sitemap-index.xml'), 'utf8')).toContain(
      '<loc>https://cn.harbourline.example/sitemap-0.xml</loc>',
    );
    expect(fs.readFileSync(path.join(zhDir, 'sitemap-0.xml'), 'utf8')).toContain('<loc>https://cn.harbourline.example/blog/x/</loc>');
  });
});
