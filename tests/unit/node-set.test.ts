import type { NodeInput } from 'gatsby';
import { describe, expect, it } from 'vitest';
import { nodeSet } from '../../src/pipeline/live-nodes';

/** Gatsby's side of a node set across builds: its datastore and the plugin's cache both outlive a build. */
function gatsbyStore() {
  const nodes = new Map<string, NodeInput>();
  const kept = new Map<string, unknown>();
  const calls = { created: [] as string[], deleted: [] as string[] };
  const args = {
    actions: {
      createNode: (node: NodeInput) => {
        nodes.set(node.id, node);
        calls.created.push(node.id);
        return Promise.resolve();
      },
      deleteNode: (node: NodeInput) => {
        nodes.delete(node.id);
        calls.deleted.push(node.id);
      },
    },
    getNode: (id: string) => nodes.get(id),
    cache: {
      get: (key: string) => Promise.resolve(kept.get(key)),
      set: (key: string, value: unknown) => Promise.resolve(kept.set(key, value)),
    },
  };
  return { nodes, kept, calls, args: args as unknown as Parameters<typeof nodeSet>[0] };
}

const node = (id: string, digest: string, type = 'LocalGlossaryTerm'): NodeInput => ({ id, internal: { type, contentDigest: digest } });

describe('a node set across builds', () => {
  it('creates what is new or changed, deletes what vanished, and leaves the rest untouched', async () => {
    const store = gatsbyStore();
    await (
      await nodeSet(store.args, 'content')
    )([node('a', '1'), node('b', '1'), node('c', '1')]);
    expect(store.calls.created).toEqual(['a', 'b', 'c']);

    // The next build: a new process, the same datastore and cache.
    store.calls.created = [];
    await (
      await nodeSet(store.args, 'content')
    )([node('a', '1'), node('b', '2'), node('d', '1')]);
    expect(store.calls.created).toEqual(['b', 'd']);
    expect(store.calls.deleted).toEqual(['c']);
    expect([...store.nodes.keys()].sort()).toEqual(['a', 'b', 'd']);

    // A node whose type changed (the same entry from another source) is the datastore's no longer.
    store.calls.created = [];
    await (
      await nodeSet(store.args, 'content')
    )([node('a', '1', 'CmsGlossaryTerm'), node('b', '2'), node('d', '1')]);
    expect(store.calls.created).toEqual(['a']);
  });

  it('keeps each set apart, and starts from nothing when Gatsby cleared its cache', async () => {
    const store = gatsbyStore();
    await (
      await nodeSet(store.args, 'content')
    )([node('a', '1')]);
    await (
      await nodeSet(store.args, 'hs')
    )([node('h', '1', 'HsCode')]);
    store.calls.created = [];
    await (
      await nodeSet(store.args, 'hs')
    )([node('h', '1', 'HsCode')]);
    expect(store.calls).toEqual({ created: [], deleted: [] });

    store.kept.clear();
    await (
      await nodeSet(store.args, 'content')
    )([node('a', '1')]);
    expect(store.calls.created).toEqual(['a']);
  });

  it('under develop, follows each read of the same set in one process', async () => {
    const store = gatsbyStore();
    const replace = await nodeSet(store.args, 'content');
    await replace([node('a', '1'), node('b', '1')]);
    await replace([node('a', '2')]);
    expect(store.calls).toEqual({ created: ['a', 'b', 'a'], deleted: ['b'] });
  });
});
