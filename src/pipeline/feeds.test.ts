import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterEach, describe, expect, it, vi } from 'vitest';
// xml-js (feed's own dependency) parses with sax in strict mode: unlike htmlparser2, it rejects mismatched
// or stray end tags and a bare '&', so it can tell a malformed feed from a well-formed one.
import { xml2js } from 'xml-js';
import { absoluteLinks, FEED_SECTIONS, sectionFeed, writeFeeds, type FeedEntry, type FeedsData } from './feeds';

type Doc = ReturnType<typeof parseDocument>;
type Tag = NonNullable<ReturnType<typeof DomUtils.findOne>>;

const EN = 'https://www.harbourline.example';
const CN = 'https://cn.harbourline.example';

function section(sectionPath: string) {
  const found = FEED_SECTIONS.find((candidate) => candidate.path === sectionPath);
  if (!found) throw new Error(`no feed section ${sectionPath}`);
  return found;
}
const blog = section('/blog/');

/** `count` entries, newest first, one day apart from 2025-03-31 back. */
function entries(count: number): FeedEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2025, 2, 31 - i));
    return {
      title: `Post ${i}`,
      description: `Summary ${i}`,
      path: `/blog/post-${i}`,
      date: day.toISOString().slice(0, 10),
      html: `<p>Body ${i} <a href="/blog/post-${i + 1}/">next</a></p>`,
    };
  });
}

const article: FeedEntry = {
  title: 'Rates & rules <2025>',
  description: 'What changes at the port',
  path: '/blog/fcl-vs-lcl',
  date: '2025-03-11',
  html: '<p>See <a href="/services/freight/">freight</a> and <img src="/static/chart.png" alt=""> or <a href="https://other.example/a">this</a>.</p>',
  author: { name: 'Mei Chen' },
};
/** The article as the GraphQL query gives it: the author comes as a linked entry. */
const { author: _author, ...articleNode } = article;

const older: FeedEntry = {
  title: 'Older post',
  description: 'An older one',
  path: '/blog/older/',
  date: '2024-12-02',
  html: '<p>Old</p>',
  author: null,
};

function parse(xml: string): Doc {
  return parseDocument(xml, { xmlMode: true });
}

/** Well-formed XML with exactly one root element named `root`. */
function expectWellFormed(xml: string, root: string): void {
  expect(() => xml2js(xml)).not.toThrow();
  // sax does not complain about an unclosed root, which the end tag check catches.
  expect(xml.trimEnd().endsWith(`</${root}>`)).toBe(true);
  const roots = DomUtils.getElementsByTagName(() => true, parse(xml).children, false);
  expect(roots.map((element) => element.name)).toEqual([root]);
}

function all(name: string, within: Doc | Tag): Tag[] {
  return DomUtils.getElementsByTagName(name, within, true);
}
function one(name: string, within: Doc | Tag): Tag {
  const found = DomUtils.getElementsByTagName(name, within, true, 1)[0];
  if (!found) throw new Error(`no <${name}>`);
  return found;
}
/** Direct children only: a channel's <title> and <link>, not those of its <image> or items. */
function childrenNamed(name: string, parent: Tag): Tag[] {
  return DomUtils.getElementsByTagName(name, parent.children, false);
}
function text(name: string, within: Doc | Tag): string {
  return DomUtils.textContent(one(name, within)).trim();
}
/** The href of the feed's link to itself. */
function selfLink(doc: Doc, tag: string): string | undefined {
  const link = all(tag, doc).find((element) => DomUtils.getAttributeValue(element, 'rel') === 'self');
  return link ? DomUtils.getAttributeValue(link, 'href') : undefined;
}

describe('absoluteLinks', () => {
  it('puts site-relative href and src on the origin', () => {
    expect(absoluteLinks('<a href="/blog/x/">x</a><img src="/static/a.png" alt="">', EN)).toBe(
      `<a href="${EN}/blog/x/">x</a><img src="${EN}/static/a.png" alt="">`,
    );
  });

  it('makes the root link absolute too', () => {
    expect(absoluteLinks('<a href="/">home</a>', CN)).toBe(`<a href="${CN}/">home</a>`);
  });

  it('leaves protocol-relative, absolute, fragment and mailto links alone', () => {
    const html =
      '<img src="//cdn.example/a.png"><a href="https://other.example/b">b</a><a href="#top">top</a><a href="mailto:hello@harbourline.example">mail</a>';
    expect(absoluteLinks(html, EN)).toBe(html);
  });

  it('changes every link in the article, not only the first', () => {
    const out = absoluteLinks('<a href="/a/">a</a> <a href="/b/">b</a> <img src="/c.png">', EN);
    expect(out).not.toMatch(/(href|src)="\//);
    expect(out.match(new RegExp(`="${EN}/`, 'g'))).toHaveLength(3);
  });
});

describe('sectionFeed, RSS 2.0', () => {
  const doc = parse(sectionFeed(blog, [article, older], 'en-US').rss2());

  it('is well-formed XML', () => {
    expectWellFormed(sectionFeed(blog, [article, older], 'en-US').rss2(), 'rss');
    expectWellFormed(sectionFeed(blog, [article, older], 'zh-CN').rss2(), 'rss');
  });

  it('titles the channel with the brand and the section, in the language of the site', () => {
    const channel = one('channel', doc);
    expect(DomUtils.textContent(childrenNamed('title', channel)).trim()).toBe('Harbourline Freight: Blog');
    expect(text('language', doc)).toBe('en');

    const zh = parse(sectionFeed(blog, [article], 'zh-CN').rss2());
    const zhChannel = one('channel', zh);
    expect(DomUtils.textContent(childrenNamed('title', zhChannel)).trim()).toBe('Harbourline Freight: 博客');
    expect(text('language', zh)).toBe('zh-Hans-CN');
  });

  it('links the channel to the section page and itself on the site', () => {
    const channel = one('channel', doc);
    expect(DomUtils.textContent(childrenNamed('link', channel)).trim()).toBe(`${EN}/blog/`);
    expect(selfLink(doc, 'atom:link')).toBe(`${EN}/blog/rss.xml`);
    expect(selfLink(parse(sectionFeed(blog, [article], 'zh-CN').rss2()), 'atom:link')).toBe(`${CN}/blog/rss.xml`);
  });

  it('lists the entries in the order given, each linked on the site with its trailing slash', () => {
    const items = all('item', doc);
    expect(items.map((item) => text('link', item))).toEqual([`${EN}/blog/fcl-vs-lcl/`, `${EN}/blog/older/`]);
    expect(items.map((item) => text('title', item))).toEqual(['Rates & rules <2025>', 'Older post']);

    const zhItems = all('item', parse(sectionFeed(blog, [article], 'zh-CN').rss2()));
    expect(zhItems.map((item) => text('link', item))).toEqual([`${CN}/blog/fcl-vs-lcl/`]);
  });

  it("dates an item with its entry's date at midnight GMT, in RFC 822 form", () => {
    const [first, second] = all('item', doc).map((item) => text('pubDate', item));
    expect(first).toBe('Tue, 11 Mar 2025 00:00:00 GMT');
    expect(second).toBe('Mon, 02 Dec 2024 00:00:00 GMT');
    expect(new Date(first ?? '').toISOString()).toBe('2025-03-11T00:00:00.000Z');
  });

  it("dates the channel by the newest entry's date", () => {
    expect(text('lastBuildDate', doc)).toBe('Tue, 11 Mar 2025 00:00:00 GMT');
  });

  it('carries the whole article with its site links made absolute', () => {
    const content = text('content:encoded', one('item', doc));
    expect(content).toContain(`<a href="${EN}/services/freight/">freight</a>`);
    expect(content).toContain(`<img src="${EN}/static/chart.png" alt="">`);
    expect(content).toContain('<a href="https://other.example/a">this</a>');
    expect(content).not.toMatch(/(href|src)="\/(?!\/)/);
  });

  it("names the entry's author, or the brand when it has none", () => {
    expect(all('item', doc).map((item) => text('author', item))).toEqual(['Mei Chen', 'Harbourline Freight']);
  });
});

describe('sectionFeed, Atom', () => {
  const doc = parse(sectionFeed(blog, [article, older], 'en-US').atom1());
  const feedChildren = (name: string) => childrenNamed(name, one('feed', doc));

  it('is well-formed XML', () => {
    expectWellFormed(sectionFeed(blog, [article, older], 'en-US').atom1(), 'feed');
    expectWellFormed(sectionFeed(blog, [article, older], 'zh-CN').atom1(), 'feed');
  });

  it('titles the feed as the RSS channel is titled', () => {
    expect(DomUtils.textContent(feedChildren('title')).trim()).toBe('Harbourline Freight: Blog');
    const zh = parse(sectionFeed(blog, [article], 'zh-CN').atom1());
    expect(DomUtils.textContent(childrenNamed('title', one('feed', zh))).trim()).toBe('Harbourline Freight: 博客');
  });

  it("is updated at the newest entry's date", () => {
    expect(DomUtils.textContent(feedChildren('updated')).trim()).toBe('2025-03-11T00:00:00.000Z');
  });

  it('links itself at /blog/atom.xml on the site', () => {
    expect(selfLink(doc, 'link')).toBe(`${EN}/blog/atom.xml`);
    expect(selfLink(parse(sectionFeed(blog, [article], 'zh-CN').atom1()), 'link')).toBe(`${CN}/blog/atom.xml`);
  });

  it('gives entries in order, with absolute links, dates, content and authors', () => {
    const entryTags = all('entry', doc);
    expect(entryTags.map((entry) => DomUtils.getAttributeValue(one('link', entry), 'href'))).toEqual([
      `${EN}/blog/fcl-vs-lcl/`,
      `${EN}/blog/older/`,
    ]);
    expect(entryTags.map((entry) => text('updated', entry))).toEqual(['2025-03-11T00:00:00.000Z', '2024-12-02T00:00:00.000Z']);
    expect(entryTags.map((entry) => text('name', one('author', entry)))).toEqual(['Mei Chen', 'Harbourline Freight']);
    const content = text('content', one('entry', doc));
    expect(content).toContain(`<a href="${EN}/services/freight/">freight</a>`);
    expect(content).not.toMatch(/(href|src)="\/(?!\/)/);
  });
});

describe('sectionFeed, length and stability', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('carries the 50 newest of 60 entries, newest first', () => {
    const given = entries(60);
    const feed = sectionFeed(blog, given, 'en-US');
    expect(feed.items).toHaveLength(50);
    const links = all('item', parse(feed.rss2())).map((item) => text('link', item));
    expect(links).toHaveLength(50);
    expect(links[0]).toBe(`${EN}/blog/post-0/`);
    expect(links[49]).toBe(`${EN}/blog/post-49/`);
    expect(all('entry', parse(feed.atom1()))).toHaveLength(50);
  });

  // Byte-identical output for unchanged entries is what lets a CDN and readers' caches keep the file; a
  // clock a year later makes any dependence on the build time show, even at the second resolution of RSS.
  it('writes the same bytes whenever it is built', async () => {
    const given = entries(3);
    const first = sectionFeed(blog, given, 'en-US');
    const [rss, atom] = [first.rss2(), first.atom1()];
    await new Promise((resolve) => setTimeout(resolve, 5));
    const soon = sectionFeed(blog, given, 'en-US');
    expect(soon.rss2()).toBe(rss);
    expect(soon.atom1()).toBe(atom);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-07-04T13:14:15.678Z'));
    const later = sectionFeed(blog, given, 'en-US');
    expect(later.rss2()).toBe(rss);
    expect(later.atom1()).toBe(atom);
  });

  it('builds an empty section into a well-formed feed without items, also stable over time', () => {
    const rss = sectionFeed(blog, [], 'en-US').rss2();
    const atom = sectionFeed(blog, [], 'en-US').atom1();
    expectWellFormed(rss, 'rss');
    expectWellFormed(atom, 'feed');
    expect(all('item', parse(rss))).toHaveLength(0);
    expect(all('entry', parse(atom))).toHaveLength(0);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-07-04T13:14:15.678Z'));
    expect(sectionFeed(blog, [], 'en-US').rss2()).toBe(rss);
    expect(sectionFeed(blog, [], 'en-US').atom1()).toBe(atom);
  });
});

describe('writeFeeds', () => {
  it("writes RSS and Atom beside each section's page and counts their items", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-test-'));
    try {
      const data: FeedsData = {
        allBlogPost: {
          nodes: [
            { ...articleNode, authorEntry: { name: 'Mei Chen' } },
            { ...articleNode, title: 'Older post', path: '/blog/older/', date: '2024-12-02', authorEntry: null },
          ],
        },
        allNewsroomPost: {
          nodes: [
            {
              title: 'Hamburg office',
              description: 'New office',
              path: '/harbourline-opens-hamburg',
              date: '2025-02-01',
              html: '<p>Hi</p>',
            },
          ],
        },
        allMarketUpdate: { nodes: [] },
      };

      expect(writeFeeds(dir, data, 'en-US')).toEqual([
        { path: '/blog/', items: 2 },
        { path: '/global-logistics-update/', items: 0 },
        { path: '/company/newsroom/', items: 1 },
      ]);

      const written = ['blog', 'company/newsroom', 'global-logistics-update'].flatMap((folder) =>
        ['rss.xml', 'atom.xml'].map((file) => path.join(folder, file)),
      );
      for (const file of written) {
        const xml = fs.readFileSync(path.join(dir, file), 'utf8');
        expectWellFormed(xml, file.endsWith('rss.xml') ? 'rss' : 'feed');
      }
      expect(fs.readdirSync(path.join(dir, 'blog')).sort()).toEqual(['atom.xml', 'rss.xml']);

      // The author of a blog post comes from its linked author entry.
      const blogRss = parse(fs.readFileSync(path.join(dir, 'blog/rss.xml'), 'utf8'));
      expect(all('item', blogRss).map((item) => text('author', item))).toEqual(['Mei Chen', 'Harbourline Freight']);
      const newsroomAtom = parse(fs.readFileSync(path.join(dir, 'company/newsroom/atom.xml'), 'utf8'));
      expect(selfLink(newsroomAtom, 'link')).toBe(`${EN}/company/newsroom/atom.xml`);
      expect(DomUtils.getAttributeValue(one('link', one('entry', newsroomAtom)), 'href')).toBe(`${EN}/harbourline-opens-hamburg/`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
