import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Fragment, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PAGES_WITHOUT_ENTRIES, headFacts, headFactsWithoutEntries, type PageData } from './facts';
import { CONFIRMATION_PATHS } from '../../shared/forms/confirmation-paths';
import { isSearchable } from '../../shared/routing/unlisted';
import { readHeadTable, saveHeadTable } from './table';
import { headFactsOf, headTags, pageDataOf } from './tags';
import { packHead, unpackHead } from './pack';
import { cardsOf } from '../social-cards';
import { pageFileOf } from '../create-pages';
import type { Locale } from '../../shared/i18n/locales';
import type { HeadFacts } from './facts';

const render = (head: HeadFacts, pathname: string, locale: Locale): string =>
  renderToStaticMarkup(createElement(Fragment, null, ...headTags(head, pathname, locale)));

/** The head tags of a page as the renderer writes them into its HTML. */
const tagsOf = (page: PageData, locale: Locale = 'en-US'): string => render(headFacts(page, locale), page.path, locale);

/** The BreadcrumbList in the tags, as [name, item] pairs. */
function trailIn(html: string): Array<[string, string]> {
  const json = /<script type="application\/ld\+json" data-build-head="">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) return [];
  const list = JSON.parse(json) as { itemListElement: Array<{ name: string; item: string }> };
  return list.itemListElement.map((crumb) => [crumb.name, crumb.item]);
}

const metaOf = (html: string, property: string): string | undefined =>
  new RegExp(`<meta property="${property}" content="([^"]*)" data-build-head=""/>`).exec(html)?.[1];

describe('head facts and their tags', () => {
  it("give a page below its section the section's trail, named by the page's title", () => {
    expect(trailIn(tagsOf({ path: '/blog/fcl-vs-lcl', title: 'FCL & LCL' }))).toEqual([
      ['Home', 'https://www.harbourline.example/'],
      ['Blog', 'https://www.harbourline.example/blog/'],
      ['FCL & LCL', 'https://www.harbourline.example/blog/fcl-vs-lcl/'],
    ]);
  });

  it('place a newsroom post, which lives at the root, in the newsroom by its content type, with its feeds', () => {
    const html = tagsOf({ path: '/harbourline-opens-hamburg/', title: 'Hamburg', contentType: 'newsroom' });
    expect(trailIn(html).map(([name]) => name)).toEqual(['Home', 'Newsroom', 'Hamburg']);
    expect(html).toContain('href="/company/newsroom/rss.xml"');
  });

  it('follow the trail an HS code draws, on the regional site, and share its chapter card', () => {
    const drawn = [
      { to: '/data/hs-code', label: '第 II 类' },
      { to: '/data/hs-code/09-coffee/', label: '第 09 章' },
    ];
    const head = headFacts({ path: '/data/hs-code/090111-coffee/', title: 'HS 0901.11', drawn }, 'zh-CN');
    expect(head).toMatchObject({ ownCard: false, card: { file: '/data/hs-code/09-coffee/og.png' } });
    expect(trailIn(render(head, '/data/hs-code/090111-coffee/', 'zh-CN'))).toEqual([
      ['首页', 'https://cn.harbourline.example/'],
      ['第 II 类', 'https://cn.harbourline.example/data/hs-code/'],
      ['第 09 章', 'https://cn.harbourline.example/data/hs-code/09-coffee/'],
      ['HS 0901.11', 'https://cn.harbourline.example/data/hs-code/090111-coffee/'],
    ]);
    const chapter = headFacts({ path: '/data/hs-code/09-coffee/', title: 'HS 09', drawn: drawn.slice(0, 1) }, 'zh-CN');
    expect(chapter).toMatchObject({ ownCard: true, card: { file: '/data/hs-code/09-coffee/og.png', facts: { eyebrow: '第 II 类' } } });
    expect(
      cardsOf(
        new Map([
          ['a', head],
          ['b', chapter],
        ]),
      ).size,
    ).toBe(1);
  });

  it('give a page its own 1200x630 card, titled and placed in its section, with the twitter card and the other locale', () => {
    const head = headFacts({ path: '/blog/fcl-vs-lcl/', title: 'FCL & LCL' }, 'en-US');
    expect(head.card).toEqual({
      file: '/blog/fcl-vs-lcl/og.png',
      facts: { title: 'FCL & LCL', eyebrow: 'Blog', host: 'www.harbourline.example' },
    });
    const html = render(head, '/blog/fcl-vs-lcl/', 'en-US');
    expect(metaOf(html, 'og:image')).toBe('https://www.harbourline.example/blog/fcl-vs-lcl/og.png');
    expect([metaOf(html, 'og:image:width'), metaOf(html, 'og:image:height')]).toEqual(['1200', '630']);
    expect(metaOf(html, 'og:image:alt')).toBe('FCL &amp; LCL');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-build-head=""/>');
    expect(metaOf(html, 'og:locale:alternate')).toBe('zh_CN');
  });

  it("call a page an article by the registry's structured data types, any other a website", () => {
    expect(metaOf(tagsOf({ path: '/blog/x/', title: 'X', structuredData: ['BlogPosting'] }), 'og:type')).toBe('article');
    expect(metaOf(tagsOf({ path: '/help/x/', title: 'X', structuredData: ['FAQPage'] }), 'og:type')).toBe('website');
    expect(metaOf(tagsOf({ path: '/glossary/', title: 'Glossary' }), 'og:type')).toBe('website');
  });

  it("name the section's feeds on its pages only, in the site's language", () => {
    const post = tagsOf({ path: '/blog/x/', title: 'X' }, 'zh-CN');
    expect(post).toContain('<link rel="alternate" type="application/rss+xml" title="Harbourline Freight: 博客" href="/blog/rss.xml"');
    expect(post).toContain('href="/blog/atom.xml"');
    expect(tagsOf({ path: '/glossary/fob/', title: 'FOB' })).not.toContain('application/rss+xml');
  });

  it('give the home page its card but no trail', () => {
    const home = tagsOf({ path: '/', title: 'Freight forwarding' });
    expect(trailIn(home)).toEqual([]);
    expect(metaOf(home, 'og:image')).toBe('https://www.harbourline.example/og.png');
  });

  it('keep a title from closing the script element', () => {
    const html = tagsOf({ path: '/blog/x/', title: '</script><b>' });
    expect(html).toContain('\\u003c/script>\\u003cb>');
    expect(trailIn(html).at(-1)?.[0]).toBe('</script><b>');
  });
});

describe('pages without entries', () => {
  it("take their titles and descriptions in the site's language from the dictionary or the head texts", () => {
    const zh = new Map(headFactsWithoutEntries('zh-CN'));
    expect(zh.get('/blog/')?.title).toBe('博客');
    expect(zh.get('/paps/')?.title).toBe('PAPS：预到达处理系统');
    expect(zh.get('/paps/')?.description).toMatch(/^PAPS /);
    expect(zh.get('/paps/')?.description).toMatch(/[\u4e00-\u9fff]/);
    const en = new Map(headFactsWithoutEntries('en-US'));
    expect(en.get('/paps/')?.title).toBe('PAPS: Pre-Arrival Processing System');
    expect(en.get('/paps/')?.description).toMatch(/^PAPS explained: /);
  });

  it('give every listed page a description, and the unlisted ones no card or trail of their own', () => {
    for (const [pagePath, head] of headFactsWithoutEntries('en-US')) {
      if (isSearchable(pagePath)) expect(head.description, pagePath).not.toBe('');
      else expect(head, pagePath).toMatchObject({ trail: [], ownCard: false, feed: null });
    }
  });

  it('are each a page of src/pages or one the build creates, listed once', () => {
    const paths = PAGES_WITHOUT_ENTRIES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    const created = new Set([
      '/blog/',
      '/data/hs-code/',
      '/500.html',
      '/earth/vessel/',
      '/form-errors/',
      ...Object.values(CONFIRMATION_PATHS),
    ]);
    for (const page of paths.filter((p) => !created.has(p))) {
      expect(fs.existsSync(path.join('src', 'pages', pageFileOf(page))), page).toBe(true);
    }
  });
});

describe('the head table', () => {
  it('hands the facts to the renderer through a file, read again when it changes', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'head-table-'));
    try {
      expect(readHeadTable(root)).toEqual({});
      const blog = headFacts({ path: '/blog/', title: 'Blog' }, 'en-US');
      saveHeadTable(new Map([['/blog/', blog]]), root);
      expect(readHeadTable(root)['/blog/']).toEqual(blog);
      const file = path.join(root, '.cache', 'head-facts.json');
      saveHeadTable(new Map([['/glossary/', blog]]), root);
      // The same second on a coarse clock would look unchanged.
      fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
      expect(Object.keys(readHeadTable(root))).toEqual(['/glossary/']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('headFactsOf', () => {
  it("takes a built page's facts from its page data, and a page without them gets none", () => {
    const blog = headFacts({ path: '/blog/', title: 'Blog' }, 'en-US');
    const pageData: Record<string, { componentChunkName: string; result: Record<string, unknown> }> = {
      '/blog/': {
        componentChunkName: 'component---src-templates-blog-landing-tsx',
        result: { pageContext: { head: packHead(blog, '/blog/', 'en-US') } },
      },
      '/thanks/': { componentChunkName: 'component---src-templates-form-confirmation-tsx', result: { pageContext: { form: 'quote' } } },
    };
    const load = (pathname: string) => {
      const data = pageData[pathname];
      if (!data) throw new Error(`no page data for ${pathname}`);
      return data;
    };
    const factsOf = (pathname: string) => headFactsOf(pathname, pageDataOf(pathname, load), true, 'en-US');
    expect(factsOf('/blog/')).toEqual(blog);
    expect(factsOf('/thanks/')).toBeUndefined();
    expect(factsOf('/missing/')).toBeUndefined();
  });
});

describe('head facts packed into the page context', () => {
  const drawn = [
    { to: '/data/hs-code', label: 'Section II' },
    { to: '/data/hs-code/09-coffee/', label: 'Chapter 09' },
  ];
  const pages: Array<[PageData, Locale]> = [
    [{ path: '/', title: 'Freight forwarding' }, 'en-US'],
    [{ path: '/blog/fcl-vs-lcl/', title: 'FCL & LCL', structuredData: ['BlogPosting'] }, 'en-US'],
    [{ path: '/harbourline-opens-hamburg/', title: 'Hamburg', contentType: 'newsroom' }, 'zh-CN'],
    [{ path: '/data/hs-code/090111-coffee/', title: 'HS 0901.11', drawn }, 'zh-CN'],
    [{ path: '/data/hs-code/09-coffee/', title: 'HS 09', drawn: drawn.slice(0, 1) }, 'en-US'],
  ];

  it('unpack to the same facts, in less than half the bytes where the trail is long', () => {
    for (const [page, locale] of pages) {
      const head = headFacts(page, locale);
      const packed = packHead(head, page.path, locale);
      expect(packed).not.toHaveProperty('full');
      expect(unpackHead(packed, page.path, locale)).toEqual(head);
    }
    const [hsPage, hsLocale] = pages[3] ?? pages[0]!;
    const hs = headFacts(hsPage, hsLocale);
    expect(JSON.stringify(packHead(hs, hsPage.path, hsLocale)).length).toBeLessThan(JSON.stringify(hs).length / 2);
  });

  it('travel whole when the pattern does not hold', () => {
    const head = headFacts({ path: '/blog/', title: 'Blog' }, 'en-US');
    const odd = { ...head, card: { ...head.card, facts: { ...head.card.facts, eyebrow: 'Elsewhere' } } };
    expect(packHead(odd, '/blog/', 'en-US')).toEqual({ full: odd });
    expect(unpackHead(packHead(odd, '/blog/', 'en-US'), '/blog/', 'en-US')).toEqual(odd);
  });
});
