/**
 * What a shared link and a feed reader get, over both built sites: every indexed page names an og:image that
 * is in the build as a 1200x630 PNG, with og:type and twitter:card; the blog, newsroom and market-update
 * feeds exist in RSS 2.0 and Atom, parse as XML (a strict parser), and each item links to a page of the build
 * on the site's own domain with a valid date; the section's page names its feeds; the card's alt text is the
 * page's og:title (the head facts and the page's own Head agree). Exits 1 naming what is wrong.
 *   npx tsx scripts/quality/check-sharing.ts [.serve/sites]
 */
import fs from 'node:fs';
import path from 'node:path';
import sax from 'sax';
import { filesUnder } from '../../src/pipeline/files';
import { FEED_SECTIONS, feedPaths } from '../../src/pipeline/feeds';
import { SITE } from '../../src/shared/config/site';
import { LOCALES } from '../../src/shared/i18n/locales';
import { SEARCH_INDEX_DIRS } from '../../src/shared/search/sections';

const root = path.resolve(process.argv[2] ?? '.serve/sites');

const metaContent = (html: string, attribute: 'property' | 'name', key: string): string | undefined =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

/** Width and height from a PNG's IHDR chunk, or null when the bytes are no PNG. */
function pngSize(file: string): { width: number; height: number } | null {
  const bytes = fs.readFileSync(file);
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a' || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
}

/** The document as a tree, by a strict XML parser: throws on anything not well-formed. */
function parseXml(xml: string): XmlNode {
  const parser = sax.parser(true, { trim: true });
  const top: XmlNode = { name: '#document', attributes: {}, text: '', children: [] };
  const stack: XmlNode[] = [top];
  parser.onopentag = (tag) => {
    const node: XmlNode = { name: tag.name, attributes: tag.attributes as Record<string, string>, text: '', children: [] };
    stack.at(-1)?.children.push(node);
    stack.push(node);
  };
  parser.onclosetag = () => void stack.pop();
  const addText = (text: string) => {
    const node = stack.at(-1);
    if (node) node.text += text;
  };
  parser.ontext = addText;
  parser.oncdata = addText;
  parser.onerror = (error) => {
    throw error;
  };
  parser.write(xml).close();
  const document = top.children[0];
  if (!document) throw new Error('no root element');
  return document;
}

const childrenNamed = (node: XmlNode | undefined, name: string): XmlNode[] => node?.children.filter((child) => child.name === name) ?? [];
const textOf = (node: XmlNode | undefined, name: string): string => childrenNamed(node, name)[0]?.text ?? '';

let failed = false;
for (const locale of LOCALES) {
  const site = path.join(root, locale);
  const origin = SITE.urls[locale];
  const problems: string[] = [];
  const cards = new Set<string>();
  let pages = 0;
  /** Whether a URL on this site names a page or file of the build. */
  const inBuild = (url: string): boolean => {
    if (!url.startsWith(`${origin}/`)) return false;
    const file = path.join(site, decodeURIComponent(new URL(url).pathname));
    return fs.existsSync(file) && (fs.statSync(file).isFile() || fs.existsSync(path.join(file, 'index.html')));
  };
  for (const file of filesUnder(site, new Set([...SEARCH_INDEX_DIRS, 'page-data', 'static'])).filter((f) =>
    f.endsWith(`${path.sep}index.html`),
  )) {
    const html = fs.readFileSync(file, 'utf8');
    if (/<meta name="robots" content="noindex"/.test(html) || file.includes('offline-plugin-app-shell-fallback')) continue;
    pages += 1;
    const page = `/${path.relative(site, file)}`;
    const image = metaContent(html, 'property', 'og:image');
    if (!image) problems.push(`${page}: no og:image`);
    else if (!inBuild(image)) problems.push(`${page}: og:image ${image} is not in the build`);
    else {
      const size = pngSize(path.join(site, new URL(image).pathname));
      if (!size || size.width !== 1200 || size.height !== 630) problems.push(`${page}: og:image ${image} is not a 1200x630 PNG`);
      cards.add(image);
    }
    if (!['article', 'website'].includes(metaContent(html, 'property', 'og:type') ?? '')) problems.push(`${page}: og:type missing`);
    if (metaContent(html, 'name', 'twitter:card') !== 'summary_large_image')
      problems.push(`${page}: twitter:card is not summary_large_image`);
    // The page's Head gives og:title; the head facts worked out when pages were created give the rest.
    const title = metaContent(html, 'property', 'og:title');
    const alt = metaContent(html, 'property', 'og:image:alt');
    if (title !== alt) problems.push(`${page}: og:image:alt "${alt}" is not the page's og:title "${title}"`);
  }
  const feedSummary: string[] = [];
  for (const section of FEED_SECTIONS) {
    const files = feedPaths(section);
    const sectionHtml = fs.readFileSync(path.join(site, section.path, 'index.html'), 'utf8');
    for (const [kind, file] of [
      ['rss', files.rss],
      ['atom', files.atom],
    ] as const) {
      const type = kind === 'rss' ? 'application/rss+xml' : 'application/atom+xml';
      if (!sectionHtml.includes(`type="${type}"`) || !sectionHtml.includes(`href="${file}"`))
        problems.push(`${section.path}: does not name its feed ${file}`);
      const full = path.join(site, file);
      if (!fs.existsSync(full)) {
        problems.push(`${file}: missing`);
        continue;
      }
      let doc: XmlNode;
      try {
        doc = parseXml(fs.readFileSync(full, 'utf8'));
      } catch (error) {
        problems.push(`${file}: does not parse as XML (${(error as Error).message.split('\n')[0]})`);
        continue;
      }
      const items =
        kind === 'rss'
          ? childrenNamed(childrenNamed(doc, 'channel')[0], 'item').map((item) => ({
              link: textOf(item, 'link'),
              date: textOf(item, 'pubDate'),
            }))
          : childrenNamed(doc, 'entry').map((entry) => ({
              link: childrenNamed(entry, 'link')[0]?.attributes.href ?? '',
              date: textOf(entry, 'updated'),
            }));
      if ((kind === 'rss' ? doc.name !== 'rss' : doc.name !== 'feed') || items.length === 0) problems.push(`${file}: no ${kind} items`);
      for (const item of items) {
        if (!inBuild(item.link)) problems.push(`${file}: item link ${item.link} is not a page of the build on ${origin}`);
        if (Number.isNaN(Date.parse(item.date))) problems.push(`${file}: item date "${item.date}" does not parse`);
      }
      feedSummary.push(`${file} ${items.length}`);
    }
  }
  console.log(
    `sharing ${locale}: ${pages} pages with a card (${cards.size} distinct cards); feeds ${feedSummary.join(', ')}; ${problems.length} problems`,
  );
  if (pages === 0) problems.push('no pages: the check cannot see what it looks for');
  if (problems.length > 0) {
    failed = true;
    console.error(`  ${problems.slice(0, 30).join('\n  ')}`);
  }
}
if (failed) process.exit(1);
