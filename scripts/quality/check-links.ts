/**
 * Checks every internal link, image, script and #anchor in every built HTML file of the regional sites:
 * each must resolve to a built file (or the client-only route shell) and each anchor to an id or name
 * in its target. Absolute links to our own regional addresses (canonical, hreflang) are checked against
 * that site's build. Prints the broken ones and exits 1 if there are any.
 *   npx tsx scripts/quality/check-links.ts [.serve/sites]
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../src/pipeline/files';
import { Parser } from 'htmlparser2';
import { SITE } from '../../src/shared/config/site';
import { LOCALES, type Locale } from '../../src/shared/i18n/locales';
import { CLIENT_ROUTES } from '../../src/pipeline/server/client-routes';

interface PageScan {
  anchors: Set<string>;
  links: Array<{ attr: string; value: string }>;
}

const root = path.resolve(process.argv[2] ?? '.serve/sites');

function scan(html: string): PageScan {
  const result: PageScan = { anchors: new Set(), links: [] };
  const parser = new Parser({
    onopentag(name, attrs) {
      if (attrs.id) result.anchors.add(attrs.id);
      if (name === 'a' && attrs.name) result.anchors.add(attrs.name);
      const add = (attr: string) => {
        const value = attrs[attr];
        if (value !== undefined) result.links.push({ attr: `${name}[${attr}]`, value });
      };
      if (name === 'a' || name === 'link') add('href');
      if (name === 'img' || name === 'script' || name === 'source' || name === 'iframe') add('src');
      if ((name === 'img' || name === 'source') && attrs.srcset) {
        for (const candidate of attrs.srcset.split(',')) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url) result.links.push({ attr: `${name}[srcset]`, value: url });
        }
      }
    },
  });
  parser.write(html);
  parser.end();
  return result;
}

const hostToLocale = new Map<string, Locale>(LOCALES.map((locale) => [new URL(SITE.urls[locale]).host, locale]));
const sites = LOCALES.filter((locale) => fs.existsSync(path.join(root, locale, 'index.html')));
if (sites.length === 0) {
  console.error(`No built site under ${root}: run scripts/build-sites.sh first.`);
  process.exit(2);
}

const scans = new Map<string, PageScan>();
const fileSets = new Map<Locale, Set<string>>();
for (const locale of sites) {
  const dir = path.join(root, locale);
  fileSets.set(locale, new Set(filesUnder(dir).map((f) => `/${path.relative(dir, f)}`)));
}

function pageScan(locale: Locale, file: string): PageScan {
  const key = `${locale}:${file}`;
  let cached = scans.get(key);
  if (!cached) {
    cached = scan(fs.readFileSync(path.join(root, locale, file), 'utf8'));
    scans.set(key, cached);
  }
  return cached;
}

/** The built file that answers `pathname` on a site, or null. */
function resolveFile(locale: Locale, pathname: string): string | null {
  const files = fileSets.get(locale);
  if (!files) return null;
  const decoded = decodeURIComponent(pathname);
  if (decoded.endsWith('/')) {
    if (files.has(`${decoded}index.html`)) return `${decoded}index.html`;
    const client = CLIENT_ROUTES.find((route) => decoded.startsWith(route.prefix));
    return client ? `${client.shell}index.html` : null;
  }
  return files.has(decoded) ? decoded : null;
}

const broken: string[] = [];
let checked = 0;
let pages = 0;
for (const locale of sites) {
  const files = fileSets.get(locale) ?? new Set<string>();
  for (const file of files) {
    if (!file.endsWith('.html') || file.startsWith('/page-data/') || file.startsWith('/_gatsby/')) continue;
    pages += 1;
    const pagePath = file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
    for (const { attr, value } of pageScan(locale, file).links) {
      if (/^(mailto:|tel:|data:)/i.test(value)) continue;
      if (/^javascript:/i.test(value)) {
        broken.push(`${locale}${file}: ${attr}="${value}": script URL`);
        continue;
      }
      const url = new URL(value, `http://site.invalid${pagePath}`);
      let target: Locale = locale;
      if (url.host !== 'site.invalid') {
        const own = hostToLocale.get(url.host);
        if (!own) continue; // another company's address: not ours to check
        if (!fileSets.has(own)) continue;
        target = own;
      }
      checked += 1;
      const resolved = resolveFile(target, url.pathname);
      if (!resolved) {
        const hint = resolveFile(target, `${url.pathname}/`) ? ' (missing trailing slash: one redirect away)' : '';
        broken.push(`${locale}${file}: ${attr}="${value}": no such page${hint}`);
        continue;
      }
      if (url.hash.length > 1 && resolved.endsWith('.html')) {
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (!pageScan(target, resolved).anchors.has(anchor))
          broken.push(`${locale}${file}: ${attr}="${value}": no anchor #${anchor} in ${resolved}`);
      }
    }
  }
}

for (const line of broken) console.log(line);
console.log(`links: ${pages} pages in ${sites.join(', ')}, ${checked} internal links checked, ${broken.length} broken`);
process.exit(broken.length > 0 ? 1 : 0);
