import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatIssue } from '../../src/shared/content/parse';
import { loadLocalContent } from '../../src/pipeline/sources/local';
import { selectForLocale, toContentNodes } from '../../src/pipeline/content-nodes';
import { LOCALES, type Locale } from '../../src/shared/i18n/locales';

const dirs: string[] = [];
function contentTree(files: Record<string, string>): { root: string; content: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  dirs.push(root);
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, 'content', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return { root, content: path.join(root, 'content') };
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const glossary = (front: string, body = 'A document issued by a carrier.') => `---\n${front}\n---\n${body}\n`;

describe('content validation at the boundary', () => {
  it('accepts a valid entry and fills defaults', () => {
    const { root, content } = contentTree({
      'glossary/bill-of-lading.md': glossary('title: Bill of lading\nslug: bill-of-lading\ndescription: The transport document.'),
    });
    const { entries, issues } = loadLocalContent(content, root);
    expect(issues).toEqual([]);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.data).toMatchObject({ locale: 'en-US', related: [] });
  });

  it('names the file, the field and the reason for each problem', () => {
    const { root, content } = contentTree({
      'glossary/bad.md': glossary('slug: Not A Slug\ndescription: x'),
      'blog/posts/late.md': glossary('title: T\nslug: t\ndescription: d\ndate: 12/03/2026\nauthor: a\ncategory: c'),
      'careers/offices/x.md': glossary(
        'title: X\nslug: x\ndescription: d\ncity: C\ncountry: C\ncountryCode: usa\naddress: A\nphone: 1\nemail: not-an-email\ntimezone: UTC',
      ),
    });
    const messages = loadLocalContent(content, root).issues.map(formatIssue);
    expect(messages).toContain('content/glossary/bad.md: title: Invalid input: expected string, received undefined');
    expect(messages).toContain('content/glossary/bad.md: slug: must be lower-case words joined by hyphens, e.g. "ocean-freight"');
    expect(messages).toContain('content/blog/posts/late.md: date: must be a date written YYYY-MM-DD');
    expect(messages).toContain('content/careers/offices/x.md: countryCode: must be a two-letter ISO country code');
    expect(messages).toContain('content/careers/offices/x.md: email: must be an email address');
  });

  it("takes a job's last day of applications when it is a date not before the posting, and leaves it out when absent", () => {
    const job = (extra: string) =>
      glossary(
        `title: T\nslug: t\ndescription: d\nteam: sales\noffice: long-beach\nemploymentType: Full-time\nposted: 2026-03-02\n` +
          `pay:\n  currency: USD\n  min: 1\n  max: 2\n  per: YEAR\n${extra}`,
      );
    const { root, content } = contentTree({
      'careers/jobs/open.md': job(''),
      'careers/jobs/dated.md': job('validThrough: 2026-04-30'),
      // Quoted: unquoted, the front matter's YAML reader turns it into a Date, which rolls over to March 2.
      'careers/jobs/no-day.md': job("validThrough: '2026-02-30'"),
      'careers/jobs/before.md': job('validThrough: 2026-03-01'),
      'careers/jobs/words.md': job('validThrough: soon'),
    });
    const { entries, issues } = loadLocalContent(content, root);
    expect(issues.map(formatIssue).sort()).toEqual([
      'content/careers/jobs/before.md: validThrough: must not be before posted',
      'content/careers/jobs/no-day.md: validThrough: must be a day of the calendar',
      'content/careers/jobs/words.md: validThrough: must be a date written YYYY-MM-DD',
    ]);
    const validThrough = Object.fromEntries(entries.map((entry) => [entry.source, (entry.data as { validThrough?: string }).validThrough]));
    expect(validThrough).toEqual({ 'content/careers/jobs/dated.md': '2026-04-30', 'content/careers/jobs/open.md': undefined });
  });

  it('reports an empty body and a file that cannot be parsed', () => {
    const { root, content } = contentTree({
      'glossary/empty.md': glossary('title: E\nslug: empty\ndescription: d', ''),
      'vessels/broken.yaml': 'name: [unclosed\n',
    });
    const messages = loadLocalContent(content, root).issues.map(formatIssue);
    expect(messages).toContain('content/glossary/empty.md: body: must not be empty');
    expect(messages.some((m) => m.startsWith('content/vessels/broken.yaml: (file): cannot be read'))).toBe(true);
  });

  it('refuses two entries that would publish at the same path', () => {
    const { root, content } = contentTree({
      'glossary/a.md': glossary('title: A\nslug: same\ndescription: d'),
      'glossary/b.md': glossary('title: B\nslug: same\ndescription: d'),
    });
    const { entries } = loadLocalContent(content, root);
    const { issues } = toContentNodes(entries, 'en-US');
    expect(issues.map(formatIssue)).toEqual(['content/glossary/b.md: slug: duplicates content/glossary/a.md (GlossaryTerm:same, en-US)']);
  });
});

describe('locale selection', () => {
  const files = {
    'glossary/fcl.md': glossary('title: Full container load\nslug: fcl\ndescription: d'),
    'glossary/fcl.zh-CN.md': glossary('title: 整箱\nslug: fcl\nlocale: zh-CN\ndescription: 整箱运输'),
    'glossary/lcl.md': glossary('title: Less than container load\nslug: lcl\ndescription: d'),
  };
  it('uses the zh-CN entry where one exists and the English one elsewhere', () => {
    const { root, content } = contentTree(files);
    const { selected } = selectForLocale(loadLocalContent(content, root).entries, 'zh-CN');
    const titles = selected.map((e) => ('title' in e.data ? e.data.title : '')).sort();
    expect(titles).toEqual(['Less than container load', '整箱']);
  });
  it('never shows a zh-CN entry on the en-US site', () => {
    const { root, content } = contentTree(files);
    const { nodes } = toContentNodes(loadLocalContent(content, root).entries, 'en-US');
    expect(nodes.map((n) => n.pageTitle).sort()).toEqual(['Full container load', 'Less than container load']);
    expect(nodes.every((n) => n.locale === 'en-US')).toBe(true);
  });
  it('renders Markdown to sanitised HTML and computes the path', () => {
    const { root, content } = contentTree({
      'glossary/isf.md': glossary('title: ISF\nslug: isf\ndescription: d', 'See [FCL](/glossary/fcl).\n\n<script>alert(1)</script>'),
    });
    const [node] = toContentNodes(loadLocalContent(content, root).entries, 'en-US').nodes;
    expect(node?.path).toBe('/glossary/isf');
    expect(String(node?.fields.html).trim()).toBe('<p>See <a href="/glossary/fcl/">FCL</a>.</p>');
  });
});

// Every file of content/ read, checked and turned into each site's nodes once, in a hook: seconds on a slow machine.
let embedded: ReturnType<typeof loadLocalContent>;
let embeddedNodes: Map<Locale, ReturnType<typeof toContentNodes>>;
beforeAll(() => {
  const root = path.resolve(__dirname, '../..');
  embedded = loadLocalContent(path.join(root, 'content'), root);
  embeddedNodes = new Map(LOCALES.map((locale) => [locale, toContentNodes(embedded.entries, locale)]));
});

describe('the embedded content', () => {
  it('is valid in full', () => {
    expect(embedded.issues.map(formatIssue)).toEqual([]);
    for (const locale of LOCALES) expect(embeddedNodes.get(locale)?.issues.map(formatIssue), locale).toEqual([]);
  });
});

describe("texts written at build time in the build's language", () => {
  const node = (locale: Locale, kind: string, key: string, from?: typeof embedded.entries) =>
    (from ? toContentNodes(from, locale) : embeddedNodes.get(locale))?.nodes.find((n) => n.kind === kind && n.key === key);

  it("gives a job posting its pay range in the site's currency format", () => {
    expect(node('en-US', 'JobPosting', 'account-executive')?.fields.payText).toBe('$70,000–$95,000');
    expect(node('zh-CN', 'JobPosting', 'account-executive')?.fields.payText).toBe('US$70,000–US$95,000');
  });

  it('gives an event its price, and none when it is free', () => {
    const key = 'harbourline-importer-summit-2027';
    expect(node('en-US', 'Event', key)?.fields.priceText).toBeNull();
    const paid = embedded.entries.map((entry) =>
      entry.kind === 'Event' && 'registration' in entry.data && entry.data.registration
        ? { ...entry, data: { ...entry.data, registration: { ...entry.data.registration, price: 25, currency: 'EUR' } } }
        : entry,
    );
    expect(node('en-US', 'Event', key, paid)?.fields.priceText).toBe('€25.00');
    expect(node('zh-CN', 'Event', key, paid)?.fields.priceText).toBe('€25.00');
  });
});

describe('a job posting past its validThrough', () => {
  // A real posting of the embedded content (valid through 2027-02-14).
  const posting = fs.readFileSync(path.join(__dirname, '../../content/careers/jobs/customs-declarant.md'), 'utf8');
  const closing = (now: string) => {
    const { root, content } = contentTree({ 'careers/jobs/customs-declarant.md': posting });
    const nodes = toContentNodes(loadLocalContent(content, root).entries, 'en-US', Date.parse(now)).nodes;
    const node = nodes.find((n) => n.kind === 'JobPosting');
    return { closesAt: node?.fields.closesAt, closed: node?.fields.closed };
  };

  it('is open through the whole of that day in UTC, and closed from the start of the next', () => {
    expect(posting).toMatch(/^validThrough: 2027-02-14$/m);
    expect(closing('2027-02-14T23:59:59Z')).toEqual({ closesAt: '2027-02-15T00:00:00.000Z', closed: false });
    expect(closing('2027-02-15T00:00:00Z')).toEqual({ closesAt: '2027-02-15T00:00:00.000Z', closed: true });
  });
});
