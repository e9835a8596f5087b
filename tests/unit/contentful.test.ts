import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BLOCKS, INLINES, MARKS, type Document } from '@contentful/rich-text-types';
import { contentSchemas, type ContentKind } from '../../src/shared/content/kinds';
import {
  CONTENTFUL_LOCALES,
  contentfulModel,
  contentfulNodeType,
  contentTypeId,
  EMBED_CONTENT_TYPE,
  EMBED_NODE_TYPE,
} from '../../src/pipeline/contentful/model';
import { exportLocalContent, groupEntries, modelImport } from '../../src/pipeline/contentful/export';
import { fromContentfulFields, contentTypeOfKind } from '../../src/pipeline/contentful/entries';
import { parseEntry } from '../../src/shared/content/parse';
import { loadLocalContent } from '../../src/pipeline/sources/local';
import { loadContentfulContent, type GatsbyNodeLike } from '../../src/pipeline/sources/contentful';
import { richTextToHtml } from '../../src/pipeline/rich-text/contentful-rich-text';
import { sanitizeRichText } from '../../src/shared/rich-text/sanitize';
import { markdownToHtml } from '../../src/pipeline/rich-text/markdown';

const root = path.resolve(__dirname, '../..');
const local = loadLocalContent(path.join(root, 'content'), root);

function optional(schema: z.ZodType): boolean {
  return schema instanceof z.ZodOptional || schema instanceof z.ZodDefault;
}

describe('the Contentful content model', () => {
  it('is the committed space-import file (run npm run contentful:model after changing a schema)', () => {
    const committed: unknown = JSON.parse(fs.readFileSync(path.join(root, 'src/pipeline/contentful/content-model.json'), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(modelImport())));
    expect(CONTENTFUL_LOCALES.map((l) => l.code)).toEqual(['en-US', 'zh-CN']);
  });

  it("names each content type's nodes as gatsby-source-contentful does (after the type's name)", () => {
    const { makeTypeName } = createRequire(__filename)('gatsby-source-contentful/normalize') as {
      makeTypeName: (type: string, prefix: string) => string;
    };
    for (const kind of Object.keys(contentSchemas) as ContentKind[])
      expect(makeTypeName(contentfulModel().find((t) => t.sys.id === contentTypeId(kind))?.name ?? '', 'Contentful')).toBe(
        contentfulNodeType(kind),
      );
    expect(makeTypeName(EMBED_CONTENT_TYPE.name, 'Contentful')).toBe(EMBED_NODE_TYPE);
  });

  it.each(Object.keys(contentSchemas) as ContentKind[])('agrees with the zod schema of %s', (kind) => {
    const shape = contentSchemas[kind].shape as Record<string, z.ZodType>;
    const type = contentfulModel().find((t) => t.sys.id === contentTypeId(kind));
    expect(type).toBeDefined();
    const fields = new Map(type?.fields.map((f) => [f.id, f]));
    expect([...fields.keys()].sort()).toEqual(
      Object.keys(shape)
        .filter((id) => id !== 'locale')
        .sort(),
    );
    for (const [id, schema] of Object.entries(shape)) {
      if (id === 'locale') continue;
      const field = fields.get(id);
      expect(field?.required, `${kind}.${id} required`).toBe(!optional(schema));
      if (id === 'body') expect(field?.type).toBe('RichText');
    }
    expect(fields.has(type?.displayField ?? '')).toBe(true);
  });

  it('carries the schema rules as validations', () => {
    const blogPost = contentfulModel().find((t) => t.sys.id === 'blogPost');
    const byId = new Map(blogPost?.fields.map((f) => [f.id, f]));
    expect(byId.get('title')).toMatchObject({ type: 'Symbol', localized: true, validations: [{ size: { min: 1, max: 120 } }] });
    expect(byId.get('slug')).toMatchObject({
      type: 'Symbol',
      localized: false,
      validations: [{ regexp: { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' } }],
    });
    expect(byId.get('date')).toMatchObject({ type: 'Date', localized: false });
    expect(byId.get('section')).toMatchObject({ type: 'Symbol', validations: [{ in: ['blog', 'capital', 'research'] }] });
    expect(byId.get('tags')).toMatchObject({ type: 'Array', required: false, items: { type: 'Symbol' } });
    const product = new Map(
      contentfulModel()
        .find((t) => t.sys.id === 'productPage')
        ?.fields.map((f) => [f.id, f]),
    );
    expect(product.get('features')).toMatchObject({ type: 'Object', localized: true, required: true });
    expect(product.get('order')).toMatchObject({ type: 'Integer', required: false });
  });
});

describe('export of the local content and the way back', () => {
  it('loses nothing: every entry in every locale comes back as the same data', async () => {
    const space = await exportLocalContent(local.entries);
    expect(space.entries.length).toBe(groupEntries(local.entries).length);
    const byId = new Map(space.entries.map((e) => [e.sys.id, e]));
    let checked = 0;
    for (const sourced of local.entries) {
      const data = sourced.data as Record<string, unknown>;
      const locale = data.locale === 'zh-CN' ? 'zh-CN' : 'en-US';
      const entry = [...byId.values()].find(
        (e) =>
          e.sys.contentType.sys.id === contentTypeId(sourced.kind) &&
          [data.slug, data.path, data.uuid].includes((e.fields.slug ?? e.fields.path ?? e.fields.uuid)?.['en-US']),
      );
      expect(entry, sourced.source).toBeDefined();
      const type = contentTypeOfKind(sourced.kind);
      const values = Object.fromEntries(
        type.fields.map((f) => [f.id, f.localized ? entry?.fields[f.id]?.[locale] : entry?.fields[f.id]?.['en-US']]),
      );
      const body =
        typeof data.body === 'string'
          ? richTextToHtml(values.body as Document, { entry: () => undefined, asset: () => undefined })
          : undefined;
      const raw = fromContentfulFields(sourced.kind, locale, values, body);
      const parsed = parseEntry(sourced.kind, sourced.source, raw);
      expect(parsed.ok, sourced.source).toBe(true);
      if (!parsed.ok) continue;
      const { body: backBody, ...back } = parsed.entry as Record<string, unknown>;
      const { body: originalBody, ...original } = data;
      expect(back, sourced.source).toEqual(original);
      if (typeof originalBody === 'string') {
        const words = (html: string) =>
          html
            .replace(/<[^>]+>/g, ' ')
            .replace(/&amp;/g, '&')
            .replace(/&quot;|&#34;/g, '"')
            .replace(/&#x27;|&#39;/g, "'")
            .replace(/\s+/g, ' ')
            .trim();
        expect(words(sanitizeRichText(String(backBody))), sourced.source).toBe(words(markdownToHtml(originalBody)));
      }
      checked += 1;
    }
    expect(checked).toBe(local.entries.length);
  }, 60_000);
});

const link = (id: string, linkType: 'Entry' | 'Asset') => ({ target: { sys: { id, type: 'Link', linkType } } });
const text = (value: string, marks: Array<{ type: string }> = []) => ({ nodeType: 'text' as const, value, marks, data: {} });

describe('Contentful rich text', () => {
  const document: Document = {
    nodeType: BLOCKS.DOCUMENT,
    data: {},
    content: [
      { nodeType: BLOCKS.HEADING_2, data: {}, content: [text('Why it matters')] },
      {
        nodeType: BLOCKS.PARAGRAPH,
        data: {},
        content: [
          text('Read '),
          { nodeType: INLINES.ENTRY_HYPERLINK, data: link('term-1', 'Entry'), content: [text('demurrage')] },
          text(', see '),
          { nodeType: INLINES.HYPERLINK, data: { uri: 'https://www.cbp.gov/' }, content: [text('CBP', [{ type: MARKS.BOLD }])] },
          text(' or '),
          { nodeType: INLINES.HYPERLINK, data: { uri: 'javascript:alert(1)' }, content: [text('this')] },
        ],
      },
      { nodeType: BLOCKS.EMBEDDED_ENTRY, data: link('post-1', 'Entry'), content: [] },
      { nodeType: BLOCKS.EMBEDDED_ASSET, data: link('asset-1', 'Asset'), content: [] },
      { nodeType: BLOCKS.EMBEDDED_ENTRY, data: link('unpublished', 'Entry'), content: [] },
    ],
  };
  const links = {
    entry: (id: string) =>
      ({ 'term-1': { title: 'Demurrage', path: '/glossary/demurrage/' }, 'post-1': { title: 'FCL vs LCL', path: '/blog/fcl-vs-lcl/' } })[
        id
      ],
    asset: (id: string) =>
      id === 'asset-1'
        ? { url: '//images.ctfassets.net/space/a/b/port.jpg', title: 'Port', description: 'Cranes at the port', contentType: 'image/jpeg' }
        : undefined,
  };

  it('renders headings, links to entries, embedded entries and assets, and the sanitiser removes what is unsafe', () => {
    const html = sanitizeRichText(richTextToHtml(document, links));
    expect(html).toBe(
      '<h2>Why it matters</h2><p>Read <a href="/glossary/demurrage/">demurrage</a>, see <a href="https://www.cbp.gov/">CBP</a> or <a>this</a></p>' +
        '<p class="embedded-entry"><a href="/blog/fcl-vs-lcl/">FCL vs LCL</a></p><p><img \
src="https://images.ctfassets.net/space/a/b/port.jpg?w=1440&amp;fm=webp&amp;q=75" alt="Cranes at the port" /></p>',
    );
  });
});

describe('the Contentful source', () => {
  /** Nodes shaped as gatsby-source-contentful makes them: Text and JSON fields as child nodes, rich text as raw JSON. */
  function store(overrides: Record<string, unknown> = {}) {
    const nodes: GatsbyNodeLike[] = [
      {
        id: 'n1',
        internal: { type: 'ContentfulGlossaryTerm' },
        contentful_id: 'glossaryTerm-laytime',
        node_locale: 'en-US',
        title: 'Laytime',
        description: 'The time allowed for loading or unloading a vessel.',
        slug: 'laytime',
        related: ['demurrage'],
        body: {
          raw: JSON.stringify({
            nodeType: 'document',
            data: {},
            content: [{ nodeType: 'paragraph', data: {}, content: [text('Agreed in the charter party.')] }],
          }),
          references___NODE: [],
        },
        ...overrides,
      },
      {
        id: 'n2',
        internal: { type: 'ContentfulGlossaryTerm' },
        contentful_id: 'glossaryTerm-laytime',
        node_locale: 'zh-CN',
        slug: 'laytime',
        related: ['demurrage'],
      },
    ];
    return {
      getNodesByType: (type: string) => nodes.filter((n) => n.internal.type === type),
      getNode: (id: string) => nodes.find((n) => n.id === id),
    };
  }

  it('turns entries into the content model; a locale nobody translated has no entry', () => {
    const { entries, issues } = loadContentfulContent(store());
    expect(issues).toEqual([]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'GlossaryTerm', source: 'contentful:glossaryTerm-laytime (en-US)', bodyIsHtml: true });
    expect(entries[0]?.data).toMatchObject({
      slug: 'laytime',
      title: 'Laytime',
      related: ['demurrage'],
      locale: 'en-US',
      body: '<p>Agreed in the charter party.</p>',
    });
  });

  it('checks the rendered Rich Text body with the schema: an empty one names the body', () => {
    const empty = { raw: JSON.stringify({ nodeType: 'document', data: {}, content: [] }), references___NODE: [] };
    const { entries, issues } = loadContentfulContent(store({ body: empty }));
    expect(entries.filter((entry) => entry.source.endsWith('(en-US)'))).toEqual([]);
    expect(issues).toEqual([{ source: 'contentful:glossaryTerm-laytime (en-US)', field: 'body', reason: 'must not be empty' }]);
  });

  it('fails naming the entry, its locale and the field', () => {
    const { issues } = loadContentfulContent(store({ slug: 'Not A Slug' }));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ source: 'contentful:glossaryTerm-laytime (en-US)', field: 'slug' });
    expect(issues[0]?.reason).toContain('lower-case words');
  });
});
