import { describe, expect, it } from 'vitest';
import { DraftKeeper, type Converted, type PreviewNode } from '../../src/pipeline/preview-content';
import type { LocalContent, SourcedEntry } from '../../src/pipeline/sources/local';
import type { ContentIssue } from '../../src/shared/content/parse';

const source = (id: string) => `contentful:${id} (en-US)`;

function entry(id: string, slug: string, title = `Term ${id}`): SourcedEntry {
  return { kind: 'GlossaryTerm', source: source(id), data: { slug, title, description: 'd', body: 'b' } } as unknown as SourcedEntry;
}

function broken(id: string, field = 'slug'): ContentIssue {
  return { source: source(id), field, reason: 'must be lowercase words joined by hyphens' };
}

/** As the site's conversion does: one node per entry, and a problem for a path taken twice (naming the later entry). */
function convert(entries: SourcedEntry[]): Converted<PreviewNode> {
  const nodes: PreviewNode[] = [];
  const issues: ContentIssue[] = [];
  const taken = new Map<string, string>();
  for (const { source: from, data } of entries) {
    const { slug, title } = data as unknown as { slug: string; title: string };
    const at = `/glossary/${slug}/`;
    if (taken.has(at)) issues.push({ source: from, field: 'slug', reason: `duplicates ${taken.get(at) ?? ''}` });
    else {
      taken.set(at, from);
      nodes.push({ id: from, source: from, path: at, pageTitle: title });
    }
  }
  return { nodes, issues, checks: [] };
}

const titles = (converted: Converted<PreviewNode>) => converted.nodes.map((node) => node.pageTitle).sort();

describe('the preview keeps going past an invalid draft', () => {
  it('leaves out a draft that was never valid, and lists it with no page', () => {
    const keeper = new DraftKeeper();
    const loaded: LocalContent = { entries: [entry('a', 'a')], issues: [broken('b')] };
    const { converted, problems } = keeper.read(loaded, convert);
    expect(titles(converted)).toEqual(['Term a']);
    const state = keeper.state(converted.nodes, problems);
    expect(state.problems).toEqual([{ entryId: 'b', locale: 'en-US', field: 'slug', reason: broken('b').reason, path: null }]);
    expect(state.entries[source('a')]).toEqual({ entryId: 'a', locale: 'en-US', path: '/glossary/a/', title: 'Term a' });
  });

  it('keeps the last valid version of a draft that breaks, on its page, and takes the next valid one', () => {
    const keeper = new DraftKeeper();
    keeper.read({ entries: [entry('a', 'a'), entry('b', 'b', 'First')], issues: [] }, convert);
    const { converted, problems } = keeper.read({ entries: [entry('a', 'a')], issues: [broken('b', 'title')] }, convert);
    expect(titles(converted)).toEqual(['First', 'Term a']);
    expect(keeper.state(converted.nodes, problems).problems[0]).toMatchObject({ entryId: 'b', field: 'title', path: '/glossary/b/' });
    const fixed = keeper.read({ entries: [entry('a', 'a'), entry('b', 'b', 'Second')], issues: [] }, convert);
    expect(titles(fixed.converted)).toEqual(['Second', 'Term a']);
    expect(fixed.problems).toEqual([]);
  });

  it("replaces a draft that takes another page's path with its last valid version", () => {
    const keeper = new DraftKeeper();
    keeper.read({ entries: [entry('a', 'a'), entry('b', 'b')], issues: [] }, convert);
    const { converted, problems } = keeper.read({ entries: [entry('a', 'a'), entry('b', 'a', 'Clash')], issues: [] }, convert);
    expect(converted.nodes.map((node) => node.path).sort()).toEqual(['/glossary/a/', '/glossary/b/']);
    expect(titles(converted)).toEqual(['Term a', 'Term b']);
    expect(problems).toEqual([{ source: source('b'), field: 'slug', reason: `duplicates ${source('a')}` }]);
  });

  it('drops a deleted or archived entry for good: a later broken draft of the same id has no old version to show', () => {
    const keeper = new DraftKeeper();
    keeper.read({ entries: [entry('a', 'a'), entry('b', 'b')], issues: [] }, convert);
    expect(titles(keeper.read({ entries: [entry('a', 'a')], issues: [] }, convert).converted)).toEqual(['Term a']);
    expect(titles(keeper.read({ entries: [entry('a', 'a')], issues: [broken('b')] }, convert).converted)).toEqual(['Term a']);
  });

  it('counts its reads, so the server can tell a new one from the last', () => {
    const keeper = new DraftKeeper();
    const first = keeper.state([], []);
    expect(keeper.state([], []).generation).toBe(first.generation + 1);
  });
});
