import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { planHead, planHeads, withHead } from './share-tags';
import type { Locale } from '../shared/i18n/locales';

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/>${head}</head><body><div id="___gatsby">${body}</div></body></html>`;

const seo = (path: string, title: string) =>
  `<title>${title} | Harbourline Freight</title><link rel="canonical" href="https://www.harbourline.example${path}"/><meta property="og:title" content="${title}"/>`;

/** The page with the head tags its plan gives. */
const withTrail = (html: string, locale: Locale, contentTypes: ReadonlyMap<string, string>): string =>
  withHead(html, planHead(html, locale, contentTypes), locale);

/** The BreadcrumbList the build wrote, as [name, item] pairs. */
function trailIn(html: string): Array<[string, string]> {
  const json = /<script type="application\/ld\+json" data-build-head="">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) return [];
  const list = JSON.parse(json) as { itemListElement: Array<{ name: string; item: string; position: number }> };
  return list.itemListElement.map((crumb) => [crumb.name, crumb.item]);
}

describe('withTrail', () => {
  it("gives a page below its section the section's trail, the page named by its og:title", () => {
    const html = withTrail(page(seo('/blog/fcl-vs-lcl/', 'FCL &amp; LCL')), 'en-US', new Map());
    expect(trailIn(html)).toEqual([
      ['Home', 'https://www.harbourline.example/'],
      ['Blog', 'https://www.harbourline.example/blog/'],
      ['FCL & LCL', 'https://www.harbourline.example/blog/fcl-vs-lcl/'],
    ]);
  });

  it('places a newsroom post, which lives at the root, in the newsroom by its content type', () => {
    const html = withTrail(
      page(seo('/harbourline-opens-hamburg/', 'Hamburg')),
      'en-US',
      new Map([['/harbourline-opens-hamburg/', 'newsroom']]),
    );
    expect(trailIn(html).map(([name]) => name)).toEqual(['Home', 'Newsroom', 'Hamburg']);
  });

  it('follows the trail a page draws, on the regional site, in its language', () => {
    const nav =
      '<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="/data/hs-code/">第 1 类</a></li>' +
      '<li><a href="/data/hs-code/01/">第 01 章</a></li><li aria-current="page">0101</li></ol></nav>';
    const head = `<link rel="canonical" href="https://cn.harbourline.example/data/hs-code/01/0101/"/><meta property="og:title" content="HS 0101"/>`;
    expect(trailIn(withTrail(page(head, nav), 'zh-CN', new Map()))).toEqual([
      ['首页', 'https://cn.harbourline.example/'],
      ['第 1 类', 'https://cn.harbourline.example/data/hs-code/'],
      ['第 01 章', 'https://cn.harbourline.example/data/hs-code/01/'],
      ['HS 0101', 'https://cn.harbourline.example/data/hs-code/01/0101/'],
    ]);
  });

  it('gives the home page its card but no trail, and a page kept out of search nothing', () => {
    const home = withTrail(page(seo('/', 'Home')), 'en-US', new Map());
    expect(trailIn(home)).toEqual([]);
    expect(home).toContain('<meta property="og:image" content="https://www.harbourline.example/og.png" data-build-head=""/>');
    const noindex = page(`${seo('/thanks/', 'Thank you')}<meta name="robots" content="noindex"/>`);
    expect(withTrail(noindex, 'en-US', new Map())).not.toContain('data-build-head');
  });

  it('replaces the trail an earlier build wrote, so a page rebuilt warm carries one', () => {
    const once = withTrail(page(seo('/glossary/fob/', 'FOB')), 'en-US', new Map());
    const twice = withTrail(once, 'en-US', new Map());
    expect(twice).toBe(once);
    expect(twice.match(/application\/ld\+json" data-build-head/g)).toHaveLength(1);
  });

  it('keeps a title from closing the script element', () => {
    const html = withTrail(page(seo('/blog/x/', '&lt;/script&gt;&lt;b&gt;')), 'en-US', new Map());
    expect(html).toContain('\\u003c/script>\\u003cb>');
    expect(trailIn(html).at(-1)?.[0]).toBe('</script><b>');
  });
});

/** The content of the build's meta tag with `property`. */
const metaOf = (html: string, property: string): string | undefined =>
  new RegExp(`<meta property="${property}" content="([^"]*)" data-build-head=""/>`).exec(html)?.[1];

describe('link previews and feeds', () => {
  it('gives a page its own card, 1200x630, with its title as alt text and its section on the card', () => {
    const html = page(seo('/blog/fcl-vs-lcl/', 'FCL &amp; LCL'));
    const head = planHead(html, 'en-US', new Map());
    expect(head?.card).toEqual({
      file: '/blog/fcl-vs-lcl/og.png',
      facts: { title: 'FCL & LCL', eyebrow: 'Blog', host: 'www.harbourline.example' },
    });
    const out = withHead(html, head, 'en-US');
    expect(metaOf(out, 'og:image')).toBe('https://www.harbourline.example/blog/fcl-vs-lcl/og.png');
    expect([metaOf(out, 'og:image:width'), metaOf(out, 'og:image:height')]).toEqual(['1200', '630']);
    expect(metaOf(out, 'og:image:alt')).toBe('FCL &amp; LCL');
    expect(out).toContain('<meta name="twitter:card" content="summary_large_image" data-build-head=""/>');
    expect(metaOf(out, 'og:locale:alternate')).toBe('zh_CN');
  });

  it('calls a page with article structured data an article, any other a website', () => {
    const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting"}</script>';
    expect(metaOf(withTrail(page(seo('/blog/x/', 'X') + ld), 'en-US', new Map()), 'og:type')).toBe('article');
    expect(metaOf(withTrail(page(seo('/glossary/', 'Glossary')), 'en-US', new Map()), 'og:type')).toBe('website');
  });

  it("shares an HS code's card with its chapter, which draws its own", () => {
    const nav = (links: string) => `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>${links}</ol></nav>`;
    const section = '<li><a href="/data/hs-code/">Section II</a></li>';
    const chapter = '<li><a href="/data/hs-code/09-coffee/">Chapter 09</a></li>';
    const code = planHead(page(seo('/data/hs-code/090111-coffee/', 'HS 0901.11'), nav(section + chapter)), 'en-US', new Map());
    expect(code).toMatchObject({ ownCard: false, card: { file: '/data/hs-code/09-coffee/og.png' } });
    const own = planHead(page(seo('/data/hs-code/09-coffee/', 'HS 09'), nav(section)), 'en-US', new Map());
    expect(own).toMatchObject({ ownCard: true, card: { file: '/data/hs-code/09-coffee/og.png' } });
  });

  it("names the section's feeds on its pages only, in the site's language", () => {
    const post = withTrail(page(seo('/blog/x/', 'X')), 'zh-CN', new Map());
    expect(post).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Harbourline Freight: 博客" href="/blog/rss.xml" data-build-head=""/>',
    );
    expect(post).toContain('href="/blog/atom.xml"');
    const news = withTrail(page(seo('/hamburg-office/', 'Hamburg')), 'en-US', new Map([['/hamburg-office/', 'newsroom']]));
    expect(news).toContain('href="/company/newsroom/rss.xml"');
    expect(withTrail(page(seo('/glossary/fob/', 'FOB')), 'en-US', new Map())).not.toContain('application/rss+xml');
  });
});

describe('planHeads', () => {
  it('plans the pages the build wrote since it began, and leaves the others with the tags they have', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-head-'));
    try {
      for (const name of ['old', 'new']) {
        fs.mkdirSync(path.join(dir, name));
        fs.writeFileSync(path.join(dir, name, 'index.html'), page(seo(`/${name}/`, name)));
      }
      const started = Date.now();
      fs.utimesSync(path.join(dir, 'old', 'index.html'), new Date(started - 60_000), new Date(started - 60_000));
      expect(planHeads(dir, 'en-US', new Map(), started - 1000).map(({ head }) => head?.path)).toEqual(['/new/']);
      expect(
        planHeads(dir, 'en-US', new Map())
          .map(({ head }) => head?.path)
          .sort(),
      ).toEqual(['/new/', '/old/']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
