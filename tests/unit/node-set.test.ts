import type { NodeInput } from 'gatsby';
import { describe, expect, it } from 'vitest';
import { nodeSet, sourceLiveNodes, type NodeRead } from '../../src/pipeline/live-nodes';

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
  const logged: string[] = [];
  const reporter = {
    info: (line: string) => void logged.push(line),
    panicOnBuild: (line: string) => void logged.push(`PANIC ${line}`),
  };
  return {
    nodes,
    kept,
    calls,
    logged,
    args: args as unknown as Parameters<typeof nodeSet>[0],
    sourceArgs: { ...args, reporter } as unknown as Parameters<typeof sourceLiveNodes>[0],
  };
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

describe('a set read again only when what it was read from changed', () => {
  /** One build's sourcing of the set "content": what the inputs' signature is, the build's now, and what a read gives. */
  async function build(
    store: ReturnType<typeof gatsbyStore>,
    signature: string | null,
    now: number,
    read: () => NodeRead,
  ): Promise<number> {
    let reads = 0;
    const counted = () => {
      reads += 1;
      return read();
    };
    await sourceLiveNodes(
      store.sourceArgs,
      { name: 'content', title: 'Invalid content', unchanged: { signature: () => signature, now } },
      [],
      counted,
    );
    return reads;
  }
  const read =
    (digest: string, holds?: NodeRead['holds']): (() => NodeRead) =>
    () => ({ nodes: [node('a', digest)], problems: [], summary: `Sourced a@${digest}`, ...(holds ? { holds } : {}) });

  it("keeps the nodes when the signature is the last read's, and reads when it is not", async () => {
    const store = gatsbyStore();
    expect(await build(store, 'one', 0, read('1'))).toBe(1);
    expect(await build(store, 'one', 0, read('2'))).toBe(0);
    expect(store.nodes.get('a')?.internal.contentDigest).toBe('1');
    expect(store.logged.at(-1)).toContain('its nodes kept (that build: Sourced a@1)');
    expect(await build(store, 'two', 0, read('2'))).toBe(1);
    expect(store.nodes.get('a')?.internal.contentDigest).toBe('2');
  });

  it('reads when the signature is unknown, or Gatsby cleared its cache and with it the nodes', async () => {
    const store = gatsbyStore();
    expect(await build(store, null, 0, read('1'))).toBe(1);
    expect(await build(store, null, 0, read('1'))).toBe(1);
    expect(await build(store, 'one', 0, read('1'))).toBe(1);
    store.kept.delete('node-set content');
    expect(await build(store, 'one', 0, read('1'))).toBe(1);
  });

  it("reads again once the build's now leaves the span the last read holds for (an event has ended since)", async () => {
    const store = gatsbyStore();
    expect(await build(store, 'one', 100, read('1', { from: 50, until: 200 }))).toBe(1);
    expect(await build(store, 'one', 199, read('1', { from: 50, until: 200 }))).toBe(0);
    expect(await build(store, 'one', 200, read('2', { from: 200, until: 300 }))).toBe(1);
    expect(await build(store, 'one', 150, read('1', { from: 50, until: 200 }))).toBe(1);
  });

  it('does not remember a read that found problems', async () => {
    const store = gatsbyStore();
    expect(await build(store, 'one', 0, read('1'))).toBe(1);
    const broken = (): NodeRead => ({ nodes: [], problems: [{ source: 'a.md', field: 'title', reason: 'is missing' }], summary: '' });
    expect(await build(store, 'two', 0, broken)).toBe(1);
    expect(store.logged.at(-1)).toMatch(/^PANIC Invalid content/);
    expect(await build(store, 'two', 0, read('2'))).toBe(1);
  });
});
