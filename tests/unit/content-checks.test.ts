import { afterEach, describe, expect, it } from 'vitest';
import type { Document } from '@contentful/rich-text-types';
import { inspectRichText, sanitizeRichText } from '../../src/shared/rich-text/sanitize';
import { parseEntry } from '../../src/shared/content/parse';
import { toContentNodes } from '../../src/pipeline/content-nodes';
import { richTextToHtml } from '../../src/pipeline/rich-text/contentful-rich-text';
import type { SourcedEntry } from '../../src/pipeline/sources/local';
import type { ContentCheck, EntryNote } from '../../src/shared/content/checks';
import { addTranslations } from '../../src/shared/i18n/dictionary';
import zhCN from '../../locales/zh-CN.json';
import { HOSTILE_PAYLOADS } from './fixtures/hostile-html';

function term(slug: string, fields: Record<string, unknown> = {}, extra: Partial<SourcedEntry> = {}): SourcedEntry {
  const raw = { title: `Term ${slug}`, slug, description: `What ${slug} means, in one sentence.`, body: 'A term.', ...fields };
  const parsed = parseEntry('GlossaryTerm', `content/glossary/${slug}.md`, raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return { kind: 'GlossaryTerm', source: `content/glossary/${slug}.md`, data: parsed.entry, ...extra };
}

const of = (checks: ContentCheck[], source: string) => checks.filter((check) => check.source === source);

describe('the sanitiser says what it removes', () => {
  const samples = [
    '<p>Watch the <strong>walkthrough</strong>:</p><iframe src="https://example-video.com/embed/42"></iframe><p>After.</p>',
    '<p>a <a href="javascript:alert(1)">link</a> <img src="/x.png"> <script>alert(1)</script> <em>b</em></p>',
    '<h2>One</h2><h4>Skipped</h4><p><img src="https://images.ctfassets.net/a.png" alt="Chart of dwell times"></p>',
    '<iframe src="https://www.youtube.com/embed/abc"></iframe><iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>',
  ];

  it('sanitises byte for byte as the sanitiser alone does, hostile markup included', () => {
    for (const html of [...samples, ...HOSTILE_PAYLOADS.map((payload) => payload.html)])
      expect(inspectRichText(html).html).toBe(sanitizeRichText(html));
  });

  it('names the embed it removed, its host, the hosts allowed and the text before it', () => {
    const [first] = samples;
    const notes = inspectRichText(first ?? '').notes;
    const embed = notes.find((note) =>
      note.message.startsWith('The embed from example-video.com was removed: only www.youtube-nocookie.com'),
    );
    expect(embed).toMatchObject({ kind: 'removed-markup', severity: 'changes-page', field: 'body', context: 'Watch the walkthrough:' });
    expect(notes.find((note) => note.message.includes('<strong>'))?.message).toContain('shows bold as plain text');
  });

  it('tells a YouTube embed to use the privacy-enhanced host', () => {
    const notes = inspectRichText(samples[3] ?? '').notes;
    expect(notes).toHaveLength(1);
    expect(notes[0]?.message).toContain('www.youtube-nocookie.com (YouTube');
  });

  it('reports a refused link scheme, a script with its content, an image without alternative text, once each', () => {
    const notes = inspectRichText(samples[1] ?? '').notes;
    const messages = notes.map((note) => `${note.kind}: ${note.message.split(':')[0]}`);
    expect(messages).toEqual([
      'removed-markup: The link address “javascript',
      'missing-alt: An image has no alternative text',
      'removed-markup: A <script> element was removed (with everything in it)',
      'removed-markup: A <em> element was removed (its text is kept)',
    ]);
  });

  it('counts repeated elements in one note, and says nothing of clean HTML', () => {
    const notes = inspectRichText('<p><strong>a</strong> b <strong>c</strong></p>').notes;
    expect(notes).toHaveLength(1);
    expect(notes[0]?.message).toMatch(/^2 <strong> elements were removed/);
    expect(inspectRichText(samples[2]?.replace('<h4>', '<h3>').replace('</h4>', '</h3>') ?? '').notes).toEqual([]);
  });

  it('keeps the text of one block apart from the next in a context', () => {
    expect(inspectRichText('<p>The quay</p><p>at dawn:</p><p><img src="/q.png"></p>').notes[0]?.context).toBe('The quay at dawn:');
  });

  it('notes a heading that skips a level', () => {
    const notes = inspectRichText(samples[2] ?? '').notes;
    expect(notes).toEqual([expect.objectContaining({ kind: 'skipped-heading', severity: 'advice', context: 'One' })]);
  });
});

describe('Rich Text links the live page will not have', () => {
  const document = {
    nodeType: 'document',
    data: {},
    content: [
      {
        nodeType: 'paragraph',
        data: {},
        content: [
          { nodeType: 'text', value: 'See ', marks: [], data: {} },
          {
            nodeType: 'entry-hyperlink',
            data: { target: { sys: { id: 'draft-term', type: 'Link', linkType: 'Entry' } } },
            content: [{ nodeType: 'text', value: 'the draft', marks: [], data: {} }],
          },
          {
            nodeType: 'entry-hyperlink',
            data: { target: { sys: { id: 'gone', type: 'Link', linkType: 'Entry' } } },
            content: [{ nodeType: 'text', value: 'the archived one', marks: [], data: {} }],
          },
        ],
      },
    ],
  } as unknown as Document;

  it('names a link to a draft and one to an entry not on the site', () => {
    const notes: EntryNote[] = [];
    const html = richTextToHtml(
      document,
      {
        entry: (id) => (id === 'draft-term' ? { title: 'Draft term', path: '/glossary/draft/', draft: true } : undefined),
        asset: () => undefined,
      },
      notes,
    );
    expect(html).toBe('<p>See <a href="/glossary/draft/">the draft</a>the archived one</p>');
    expect(notes.map((note) => [note.kind, note.message.split(':')[0]])).toEqual([
      ['unpublished-link', 'The link “the draft” to “Draft term” goes to a draft'],
      ['unpublished-link', 'The link “the archived one” to entry gone is left out'],
    ]);
  });
});

describe('content checks of a build', () => {
  afterEach(() => addTranslations({ Glossary: zhCN.Glossary }));

  it('says what search results cut, what two pages share, and which related entries are missing or drafts', () => {
    const long = 'A'.repeat(90);
    const entries = [
      term('long', { title: long }),
      term('one', { title: 'Same', description: 'Same words.' }),
      term('two', { title: 'Same', description: 'Same words.' }),
      term('relating', { related: ['one', 'missing', 'drafted'] }),
      term('drafted', {}, { draft: true }),
      term('clean'),
    ];
    const { checks } = toContentNodes(entries, 'en-US');
    expect(of(checks, 'content/glossary/long.md').map((check) => [check.kind, check.field, check.severity])).toEqual([
      ['long-title', 'title', 'advice'],
    ]);
    expect(of(checks, 'content/glossary/long.md')[0]?.message).toContain(`“${'A'.repeat(60)}…”`);
    expect(of(checks, 'content/glossary/one.md').map((check) => check.kind)).toEqual(['same-description', 'same-title']);
    expect(of(checks, 'content/glossary/relating.md').map((check) => [check.severity, check.field, check.message.split(':')[0]])).toEqual([
      [
        'breaks-publish',
        'related',
        'Names the glossary term “missing”, which is not on the site (not published, archived, deleted, or no entry has that slug)',
      ],
      ['breaks-publish', 'related', 'Names the glossary term “drafted”, which is a draft'],
    ]);
    expect(of(checks, 'content/glossary/clean.md')).toEqual([]);
    expect(checks[0]?.severity).toBe('breaks-publish');
  });

  it('names, on the Chinese site only, labels its dictionary has no translation for', () => {
    addTranslations({ Glossary: null });
    const entries = [term('fcl')];
    expect(toContentNodes(entries, 'en-US').checks).toEqual([]);
    const [check] = toContentNodes(entries, 'zh-CN').checks;
    expect(check).toMatchObject({ kind: 'untranslated-label', severity: 'changes-page', site: 'zh-CN', path: '/glossary/fcl' });
    expect(check?.message).toContain('“Glossary” in English');
  });
});

describe('embedded media in Rich Text', () => {
  const embedded = (id: string) =>
    ({
      nodeType: 'document',
      data: {},
      content: [
        { nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'The walkthrough:', marks: [], data: {} }] },
        { nodeType: 'embedded-entry-block', data: { target: { sys: { id, type: 'Link', linkType: 'Entry' } } }, content: [] },
      ],
    }) as unknown as Document;
  const links = {
    entry: () => undefined,
    asset: () => undefined,
    embed: (id: string) =>
      id === 'allowed'
        ? { title: 'Customs in five minutes', url: 'https://www.youtube-nocookie.com/embed/abc' }
        : { title: 'Our warehouse tour', url: 'https://example-video.com/v/42' },
  };

  it('is a frame where the allowlist names the host, and a check naming the host where it does not', () => {
    const allowed = inspectRichText(richTextToHtml(embedded('allowed'), links));
    expect(allowed.html).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" style="width:100%;aspect-ratio:16 / 9;border:0"></iframe>',
    );
    expect(allowed.notes).toEqual([]);
    const refused = inspectRichText(richTextToHtml(embedded('refused'), links));
    expect(refused.html).not.toContain('iframe');
    expect(refused.html).toContain('Our warehouse tour');
    expect(refused.notes).toEqual([
      expect.objectContaining({
        kind: 'removed-markup',
        context: 'The walkthrough:',
        message: expect.stringMatching(/^The embed from example-video\.com was removed: only www\.youtube-nocookie\.com, /) as unknown,
      }),
    ]);
  });
});
