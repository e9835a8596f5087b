import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, KINDS, TAGGED_KINDS, contentSchemas, kindFacts } from '../../src/shared/content/kinds';
import { contentModelSdl } from '../../src/pipeline/graphql-schema';

const root = path.resolve(__dirname, '../..');
const targets = new Set<string>([...CONTENT_KINDS, 'TaggedEntry']);
const fieldsOf = (kind: string): string[] =>
  kind === 'TaggedEntry' ? ['tags'] : Object.keys(contentSchemas[kind as keyof typeof contentSchemas].shape);

describe('the registry of content kinds', () => {
  it('names a template file that exists for every kind with pages', () => {
    for (const kind of CONTENT_KINDS) {
      const { template } = kindFacts(kind);
      if (template !== null) expect(fs.existsSync(path.join(root, 'src/templates', `${template}.tsx`)), kind).toBe(true);
    }
  });

  it('links only to kinds it knows, through fields their schemas have', () => {
    for (const kind of CONTENT_KINDS) {
      const { links = {}, backlinks = {} } = kindFacts(kind);
      for (const [name, { to, from }] of Object.entries(links)) {
        expect(targets.has(to), `${kind}.${name}`).toBe(true);
        expect(fieldsOf(kind), `${kind}.${name}`).toContain(from);
        expect(fieldsOf(to), `${kind}.${name}`).toContain('slug');
      }
      for (const [name, { of, by, from = 'slug' }] of Object.entries(backlinks)) {
        expect(targets.has(of), `${kind}.${name}`).toBe(true);
        expect(fieldsOf(of), `${kind}.${name}`).toContain(by);
        expect(fieldsOf(kind), `${kind}.${name}`).toContain(from);
      }
    }
  });

  it('declares relations as @link fields on the interface and both sources’ types', () => {
    const sdl = contentModelSdl();
    const declared = (line: string) => sdl.split('\n').filter((l) => l.trim() === line).length;
    expect(declared('authorEntry: BlogAuthor @link(by: "slug", from: "author")')).toBe(3);
    expect(declared('relatedTerms: [GlossaryTerm!]! @link(by: "slug", from: "related")')).toBe(3);
    expect(declared('jobs: [JobPosting!]! @link(by: "office", from: "slug")')).toBe(3);
    expect(declared('listed: [TaggedEntry!]! @link(by: "tags", from: "tag")')).toBe(3);
  });

  it('lets content landing pages list exactly the tagged kinds, which implement TaggedEntry', () => {
    const sdl = contentModelSdl();
    for (const kind of TAGGED_KINDS)
      expect(sdl).toMatch(new RegExp(`^interface ${kind} implements Node & ContentEntry & [^{]*\\bTaggedEntry \\{`, 'm'));
    const landing = KINDS.ContentLandingPage.schema;
    expect(landing.safeParse({ title: 'T', description: 'D', body: 'B', path: '/x', tag: 'x', kinds: ['Vessel'] }).success).toBe(false);
    expect(landing.safeParse({ title: 'T', description: 'D', body: 'B', path: '/x', tag: 'x', kinds: [...TAGGED_KINDS] }).success).toBe(
      true,
    );
  });

  const implementing = (name: string) =>
    [...contentModelSdl().matchAll(new RegExp(`^interface (\\w+) implements [^{]*\\b${name}\\b`, 'gm'))].map((match) => match[1]).sort();
  const withFields = (...fields: string[]) => CONTENT_KINDS.filter((kind) => fields.every((field) => field in contentSchemas[kind].shape));

  it('gives the card fragment exactly the kinds with a title, description and date', () => {
    expect(implementing('DatedEntry')).toEqual(['TaggedEntry', ...withFields('title', 'description', 'date')].sort());
    expect(implementing('DatedEntry')).toEqual(expect.arrayContaining(['Event', 'NewsroomPost', ...TAGGED_KINDS]));
  });

  it('gives the article fragment exactly the kinds with a title, description and body', () => {
    expect(implementing('BodyEntry')).toEqual(withFields('title', 'description', 'body').sort());
    expect(implementing('BodyEntry')).not.toContain('Vessel');
  });
});
