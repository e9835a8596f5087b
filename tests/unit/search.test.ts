import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import zhCN from '../../locales/zh-CN.json';
import { Excerpt } from '../../src/site/components/search/Excerpt';
import { SearchPanel } from '../../src/site/components/search/SearchPanel';
import { decodeEntities, excerptParts } from '../../src/site/search/excerpt';
import { isPageType, isSearchResultPath, PAGE_TYPE_LABEL, pageTypeLabel, type PageType } from '../../src/shared/search/page-type';
import { CONTENT_KINDS, KINDS } from '../../src/shared/content/kinds';
import { SEARCH_SECTIONS, sectionOf } from '../../src/shared/search/sections';
import {
  pagefindLoader,
  preloadSearch,
  warmSearch,
  MERGED_INDEXES,
  resultPath,
  searchSite,
  toSearchResult,
  type PagefindFragment,
  type PagefindModule,
} from '../../src/site/search/pagefind';
import { resultCountText, searchPageUrl } from '../../src/site/search/use-site-search';

describe('page type of a result', () => {
  it('is the type a page of each kind declares in the registry, and every kind has one with a label', () => {
    for (const kind of CONTENT_KINDS) {
      const type: PageType = KINDS[kind].pageType;
      expect(isPageType(type), kind).toBe(true);
      expect(pageTypeLabel(type), kind).toBe(PAGE_TYPE_LABEL[type]);
    }
    expect(KINDS.NewsroomPost.pageType).toBe('news');
  });

  it('falls back to a plain page for a missing or unknown type', () => {
    expect(pageTypeLabel(undefined)).toBe('Page');
    expect(pageTypeLabel('toString')).toBe('Page');
    expect(pageTypeLabel('<script>')).toBe('Page');
  });

  it('has a label with a Chinese translation for every type', () => {
    const dictionary = zhCN as Record<string, string>;
    for (const [type, label] of Object.entries(PAGE_TYPE_LABEL)) {
      expect(dictionary[label], type).toMatch(/\S/);
    }
  });
});

describe('pages that are no search result', () => {
  it('leaves out help short links, error and offline pages and the search page', () => {
    for (const path of [
      '/help/articles/1016/',
      '/404/',
      '/404.html',
      '/500.html',
      '/offline-plugin-app-shell-fallback/',
      '/search/',
      '/search',
    ]) {
      expect(isSearchResultPath(path), path).toBe(false);
    }
  });
  it('keeps everything else, including paths that only start like them', () => {
    for (const path of [
      '/help/1016-understanding-demurrage-and-detention/',
      '/research/',
      '/searching-for-suppliers/',
      '/',
      '/4040-containers/',
    ]) {
      expect(isSearchResultPath(path), path).toBe(true);
    }
  });
});

describe('result URLs', () => {
  it.each([
    ['/glossary/air-waybill/', '/glossary/air-waybill/'],
    ['/glossary/air-waybill', '/glossary/air-waybill/'],
    ['/glossary/air-waybill/index.html', '/glossary/air-waybill/'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/legal/privacy.html', '/legal/privacy/'],
    ['/blog/fcl-vs-lcl/?highlight=fcl#costs', '/blog/fcl-vs-lcl/'],
  ])('%s becomes %s', (url, path) => {
    expect(resultPath(url)).toBe(path);
  });
  it.each([
    'https://evil.example/x/',
    '//evil.example/x/',
    '/\\evil.example/x/',
    'javascript:alert(1)',
    'glossary/air-waybill/',
    '',
    '/a\nb/',
  ])('refuses %j', (url) => {
    expect(resultPath(url)).toBeNull();
  });
});

const fragment = (url: string, title: string | undefined, excerpt = 'the <mark>word</mark>', type = 'glossary-term'): PagefindFragment => ({
  url,
  excerpt,
  meta: title === undefined ? { type } : { title, type },
});

describe('a Pagefind fragment as a result', () => {
  it('gives path, title, excerpt and type', () => {
    expect(toSearchResult(fragment('/glossary/air-waybill/', ' Air waybill '))).toEqual({
      url: '/glossary/air-waybill/',
      title: 'Air waybill',
      excerptHtml: 'the <mark>word</mark>',
      pageType: 'glossary-term',
    });
  });
  it("takes the type from the page's metadata, and calls a page without a known one a plain page", () => {
    expect(toSearchResult(fragment('/we-opened-in-rotterdam/', 'We opened', undefined, 'news'))?.pageType).toBe('news');
    expect(toSearchResult(fragment('/company/about-us/', 'About us', undefined, ''))?.pageType).toBe('page');
    expect(toSearchResult(fragment('/company/about-us/', 'About us', undefined, 'constructor'))?.pageType).toBe('page');
  });
  it('decodes character references in the title', () => {
    expect(toSearchResult(fragment('/terms-and-conditions/', 'Terms &amp; conditions &lt;2026&gt;'))?.title).toBe(
      'Terms & conditions <2026>',
    );
  });
  it('falls back to the path for a page without a title', () => {
    expect(toSearchResult(fragment('/products/customs/', undefined))?.title).toBe('/products/customs/');
    expect(toSearchResult(fragment('/products/customs/', '  '))?.title).toBe('/products/customs/');
  });
  it('drops pages that are no result and URLs off the site', () => {
    expect(toSearchResult(fragment('/help/articles/1016/', 'This article has moved'))).toBeNull();
    expect(toSearchResult(fragment('https://evil.example/', 'Evil'))).toBeNull();
  });
});

/** Pagefind answering with pages at `urls`; each page's type is the one its metadata would carry. */
function fakePagefind(urls: string[]) {
  const typeOf = (url: string) => (url.startsWith('/glossary/') ? 'glossary-term' : url.startsWith('/help/') ? 'help-article' : 'page');
  const data = vi.fn((url: string) => Promise.resolve(fragment(url, `Title of ${url}`, undefined, typeOf(url))));
  const module: PagefindModule = {
    options: vi.fn(() => Promise.resolve()),
    init: vi.fn(() => Promise.resolve()),
    mergeIndex: vi.fn(() => Promise.resolve()),
    search: vi.fn(() => Promise.resolve({ results: urls.map((url, index) => ({ id: String(index), data: () => data(url) })) })),
    preload: vi.fn(() => Promise.resolve()),
  };
  return { module, data };
}

describe('searchSite', () => {
  it('loads the data of the first results only, in Pagefind order', async () => {
    const { module, data } = fakePagefind(['/glossary/a/', '/help/1-b/', '/blog/c/', '/research/d/', '/webinars/e/']);
    const found = await searchSite('freight', 2, () => Promise.resolve(module));
    expect(found.total).toBe(5);
    expect(found.results.map((r) => [r.url, r.pageType])).toEqual([
      ['/glossary/a/', 'glossary-term'],
      ['/help/1-b/', 'help-article'],
    ]);
    expect(data).toHaveBeenCalledTimes(2);
  });
  it('skips pages that are no result, loads on to fill the limit, and leaves them out of the count', async () => {
    const { module } = fakePagefind(['/help/articles/1/', '/help/1-a/', '/search/', '/glossary/b/', '/blog/c/']);
    const found = await searchSite('a', 2, () => Promise.resolve(module));
    expect(found.results.map((r) => r.url)).toEqual(['/help/1-a/', '/glossary/b/']);
    expect(found.total).toBe(3);
  });
  it('returns nothing for a search Pagefind dropped', async () => {
    const { module } = fakePagefind([]);
    module.search = () => Promise.resolve(null);
    expect(await searchSite('a', 5, () => Promise.resolve(module))).toEqual({ total: 0, results: [] });
  });
});

describe('loading Pagefind', () => {
  it('imports the script once from its URL, sets it up once, and shares the module', async () => {
    const { module } = fakePagefind([]);
    const importer = vi.fn(() => Promise.resolve<unknown>(module));
    const load = pagefindLoader(importer);
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(importer).toHaveBeenCalledWith('/pagefind/pagefind.js');
    expect(module.options).toHaveBeenCalledTimes(1);
    expect(module.init).toHaveBeenCalledTimes(1);
  });
  it("merges every other section's index into the first, once", async () => {
    const { module } = fakePagefind([]);
    const load = pagefindLoader(() => Promise.resolve<unknown>(module));
    await Promise.all([load(), load()]);
    expect(MERGED_INDEXES).toEqual(SEARCH_SECTIONS.slice(1).map((section) => `/${section.dir}/`));
    expect(MERGED_INDEXES).toContain('/pagefind-hs-codes/');
    expect(vi.mocked(module.mergeIndex).mock.calls.map(([url]) => url)).toEqual(MERGED_INDEXES);
  });
  it('merges the other indexes side by side, not one after another', async () => {
    const { module } = fakePagefind([]);
    const pending: Array<() => void> = [];
    module.mergeIndex = vi.fn(() => new Promise<void>((resolve) => pending.push(resolve)));
    const load = pagefindLoader(() => Promise.resolve<unknown>(module));
    const loaded = load();
    await vi.waitFor(() => expect(pending).toHaveLength(MERGED_INDEXES.length));
    for (const resolve of pending) resolve();
    await expect(loaded).resolves.toBe(module);
  });
  it('warms up without waiting or failing, and preloads a query once loaded', async () => {
    const { module } = fakePagefind([]);
    const load = vi.fn(() => Promise.resolve(module));
    warmSearch(load);
    expect(load).toHaveBeenCalledTimes(1);
    warmSearch(() => Promise.reject(new Error('offline')));
    preloadSearch('bill of', load);
    await vi.waitFor(() => expect(module.preload).toHaveBeenCalledWith('bill of'));
    expect(module.search).not.toHaveBeenCalled();
  });
  it('refuses a module that is not Pagefind, and tries again on the next call', async () => {
    const { module } = fakePagefind([]);
    const importer = vi.fn<(url: string) => Promise<unknown>>().mockResolvedValueOnce({ default: 'nope' }).mockResolvedValueOnce(module);
    const load = pagefindLoader(importer);
    await expect(load()).rejects.toThrow(/Pagefind's search API/);
    await expect(load()).resolves.toBe(module);
    expect(importer).toHaveBeenCalledTimes(2);
  });
  it('tries again after a failed import', async () => {
    const { module } = fakePagefind([]);
    const importer = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(module);
    const load = pagefindLoader(importer);
    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).resolves.toBe(module);
  });
});

describe('excerpts', () => {
  it('splits marked and plain text', () => {
    expect(excerptParts('ship by <mark>air</mark> <mark>waybill</mark> today')).toEqual([
      { text: 'ship by ', marked: false },
      { text: 'air', marked: true },
      { text: ' ', marked: false },
      { text: 'waybill', marked: true },
      { text: ' today', marked: false },
    ]);
    expect(excerptParts('')).toEqual([]);
    expect(excerptParts('出口<mark>退税</mark>基础知识')).toEqual([
      { text: '出口', marked: false },
      { text: '退税', marked: true },
      { text: '基础知识', marked: false },
    ]);
  });

  it('decodes the entities Pagefind emits, once', () => {
    expect(decodeEntities('Terms &amp; conditions: 5 &lt; 6 &gt; 4, &quot;FOB&quot; isn&#39;t &#x27;CIF&#x27;')).toBe(
      `Terms & conditions: 5 < 6 > 4, "FOB" isn't 'CIF'`,
    );
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
    expect(decodeEntities('&#60;&#x3c;&#X3C;&apos;&nbsp;')).toBe("<<<'\u00a0");
  });

  it('leaves unknown or impossible references as written', () => {
    for (const text of ['&#0;', '&#xD800;', '&#1114112;', '&unknown;', '&AMP;', '& amp;', '&amp', '&#;', '&#x;']) {
      expect(decodeEntities(text), text).toBe(text);
    }
  });

  it('treats everything but an exact <mark> and </mark> as text', () => {
    expect(excerptParts('<script>alert(1)</script>')).toEqual([{ text: '<script>alert(1)</script>', marked: false }]);
    expect(excerptParts('<mark onclick="alert(1)">x</mark>')).toEqual([{ text: '<mark onclick="alert(1)">x', marked: false }]);
    expect(excerptParts('<MARK>x</MARK>')).toEqual([{ text: '<MARK>x</MARK>', marked: false }]);
    expect(excerptParts('&lt;mark&gt;x&lt;/mark&gt;')).toEqual([{ text: '<mark>x</mark>', marked: false }]);
    expect(excerptParts('<mark>open to the end')).toEqual([{ text: 'open to the end', marked: true }]);
    expect(excerptParts('stray</mark> close')).toEqual([{ text: 'stray close', marked: false }]);
    expect(excerptParts('<mark><mark>twice</mark></mark>')).toEqual([{ text: 'twice', marked: true }]);
    expect(excerptParts('<mark>&lt;img src=x onerror=alert(1)&gt;</mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)>', marked: true },
    ]);
  });
});

const render = (html: string) => renderToStaticMarkup(createElement(Excerpt, { html }));

/** Elements in rendered markup other than <mark> (a text "<" is escaped, so any raw "<" starts an element). */
const foreignElements = (markup: string) => markup.match(/<(?!\/?mark>)[^>]*>?/g) ?? [];

describe('rendered excerpts', () => {
  it('renders marks as <mark> elements and the rest as text', () => {
    expect(render('Terms &amp; <mark>conditions</mark>')).toBe('Terms &amp; <mark>conditions</mark>');
    expect(render('出口<mark>退税</mark>')).toBe('出口<mark>退税</mark>');
  });

  it.each([
    '<script>alert(document.cookie)</script>',
    '&lt;script&gt;alert(1)&lt;/script&gt;',
    '<img src=x onerror=alert(1)>',
    '&lt;img src=x onerror=alert(1)&gt;',
    '<mark><img src=x onerror=alert(1)></mark>',
    '<mark onmouseover="alert(1)">hover</mark>',
    '<mark>a</mark><script>b</script><mark>c</mark>',
    '&#60;iframe src=javascript:alert(1)&#62;',
    '&#x3C;svg onload=alert(1)&#x3E;',
    '<a href="javascript:alert(1)">x</a>',
    '</mark><style>*{display:none}</style><mark>',
    '"><svg/onload=alert(1)>',
    "'><body onload=alert(1)>",
    '<!-- <mark>comment</mark> -->',
    '<![CDATA[<mark>x</mark>]]>',
    '&amp;lt;script&amp;gt;',
    '<mark>\u0000\u202e</mark>',
  ])('renders %j with no element but <mark>', (hostile) => {
    const markup = render(hostile);
    expect(foreignElements(markup)).toEqual([]);
    expect(markup).not.toMatch(/<mark[^>]/);
  });

  it('holds for random mixes of tags, entities and marks', () => {
    const pieces = [
      '<mark>',
      '</mark>',
      '<',
      '>',
      '&',
      'amp;',
      'lt;',
      'gt;',
      '#60;',
      '#x3c;',
      '"',
      "'",
      'x',
      ' ',
      '<script>',
      '</script>',
      'onerror=',
      '<img',
      '退税',
      '/',
      '=',
    ];
    let seed = 42;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let round = 0; round < 500; round += 1) {
      const length = next() % 24;
      const hostile = Array.from({ length }, () => pieces[next() % pieces.length]).join('');
      const markup = render(hostile);
      expect(foreignElements(markup), hostile).toEqual([]);
      expect((markup.match(/<mark>/g) ?? []).length, hostile).toBe((markup.match(/<\/mark>/g) ?? []).length);
    }
  });
});

describe('search text', () => {
  it('counts results for the query', () => {
    expect(resultCountText(0, 'isf')).toBe('No results for “isf”.');
    expect(resultCountText(1, 'isf')).toBe('1 result for “isf”');
    expect(resultCountText(12, 'isf')).toBe('12 results for “isf”');
  });
  it('shows a query with placeholders as typed', () => {
    expect(resultCountText(2, '{{year}} {{count}}')).toBe('2 results for “{{year}} {{count}}”');
  });
  it('links to the search page with the query encoded', () => {
    expect(searchPageUrl('  air waybill ')).toBe('/search/?q=air%20waybill');
    expect(searchPageUrl('a&b=c#d')).toBe('/search/?q=a%26b%3Dc%23d');
    expect(searchPageUrl('退税')).toBe('/search/?q=%E9%80%80%E7%A8%8E');
    expect(searchPageUrl('   ')).toBe('/search/');
  });
});

describe('the header search in the server HTML', () => {
  it('is a plain link to the search page, so it works before and without JavaScript', () => {
    const markup = renderToStaticMarkup(createElement(SearchPanel));
    expect(markup).toMatch(/^<div class="site-search"><a class="site-search__toggle" href="\/search\/">/);
    expect(markup).toContain('<span class="site-search__text">Search</span></a>');
    expect(markup).not.toContain('<button');
  });
});

describe('search sections', () => {
  it('puts each page in the section of its path, and every other page in the first', () => {
    expect(sectionOf('data/hs-code/0901-coffee/index.html').name).toBe('hs-codes');
    expect(sectionOf('glossary/air-waybill/index.html').name).toBe('glossary');
    expect(sectionOf('glossary/index.html').name).toBe('glossary');
    expect(sectionOf('data/get-started/index.html').name).toBe('site');
    expect(sectionOf('index.html').name).toBe('site');
    expect(SEARCH_SECTIONS[0]?.dir).toBe('pagefind');
    expect(new Set(SEARCH_SECTIONS.map((section) => section.dir)).size).toBe(SEARCH_SECTIONS.length);
  });
});
