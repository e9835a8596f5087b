/** The tracer `npm run bench:gatsby-phases` gives Gatsby: spans kept with their parents and times, written per process. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../support/temp-dir';
import { create, stop, type RecordedSpan } from '../../scripts/bench/gatsby-tracer.mjs';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the build tracer', () => {
  it('keeps each span with its parent, name, tags and times, and writes them to .cache/build-trace/<pid>.json', () => {
    const tracer = create();
    const build = tracer.startSpan('build');
    const bootstrap = tracer.startSpan('bootstrap', { childOf: build });
    const createPages = tracer.startSpan('createPages', { childOf: bootstrap, tags: { pluginName: 'default-site-plugin' } });
    createPages.finish();
    bootstrap.finish();
    build.finish();
    const dir = tempDir('gatsby-tracer-');
    vi.spyOn(process, 'cwd').mockReturnValue(dir);
    stop();
    const spans = JSON.parse(fs.readFileSync(path.join(dir, '.cache', 'build-trace', `${process.pid}.json`), 'utf8')) as RecordedSpan[];
    const byName = new Map(spans.map((span) => [span.name, span]));
    expect(byName.get('build')?.parent).toBeNull();
    expect(byName.get('bootstrap')?.parent).toBe(byName.get('build')?.id);
    expect(byName.get('createPages')?.parent).toBe(byName.get('bootstrap')?.id);
    expect(byName.get('createPages')?.tags).toEqual({ pluginName: 'default-site-plugin' });
    for (const span of spans) expect(span.end).toBeGreaterThanOrEqual(span.start);
  });
});
