/**
 * npm run bench:gatsby-phases — where a warm `gatsby build` of each regional site spends its time, from Gatsby's own
 * tracing (`--open-tracing-config-file`, scripts/bench/gatsby-tracer.mjs): every span of the build's main process that
 * took at least --min ms (default 200), as a tree in the order they started, with its share of the build.
 *
 * It builds the sites as the publisher does (scripts/build-sites.sh, both at once where the machine allows), forced
 * to run with nothing changed (FORCE_BUILD=1): what a build repeats whatever the edit. Give --edit to change one
 * glossary term's description first (undone afterwards), as a one-entry publish does. --no-build reads the traces the
 * last traced build left.
 *
 *   npm run bench:gatsby-phases [-- --min 200] [-- --edit] [-- --no-build]     LOCALES="en-US" to build one site
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { siteBuild } from '../../services/shared/site-builds';
import { BENCH_BUILD_ENV } from './measure';
import type { RecordedSpan as Span } from './gatsby-tracer.mjs';

const root = path.resolve(__dirname, '../..');
const at = process.argv.indexOf('--min');
const MIN_MS = at > 0 ? Number(process.argv[at + 1]) : 200;
const LOCALES = (process.env.LOCALES ?? 'en-US zh-CN').split(/\s+/).filter(Boolean);
const EDITED = path.join(root, 'content/glossary/demurrage.md');

const traceDir = (locale: string): string => path.join(siteBuild(locale).root, '.cache', 'build-trace');

/** The spans of the build's main process: the trace whose spans cover the longest time. */
function mainTrace(locale: string): Span[] {
  const dir = traceDir(locale);
  if (!fs.existsSync(dir)) throw new Error(`${dir}: no trace; build with BUILD_TRACE=1 first`);
  const traces = fs.readdirSync(dir).map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Span[]);
  const length = (spans: Span[]): number =>
    spans.length === 0 ? 0 : Math.max(...spans.map((span) => span.end ?? span.start)) - Math.min(...spans.map((span) => span.start));
  return traces.sort((a, b) => length(b) - length(a))[0] ?? [];
}

/** A span's name with what Gatsby tags it with: the API it runs and the plugin. */
function label(span: Span): string {
  const what = ['api', 'plugin', 'pluginName'].map((tag) => span.tags[tag]).filter((value) => typeof value === 'string');
  return what.length > 0 ? `${span.name} (${what.join(', ')})` : span.name;
}

/**
 * Prints the spans under `parents` as rows, siblings of one label (an API run for each of many nodes or plugins) as
 * one: how many, from the first one's start to the last one's end.
 */
function printLevel(parents: Span[], children: Map<number | null, Span[]>, depth: number, range: { start: number; end: number }): void {
  const groups = new Map<string, Span[]>();
  for (const parent of parents)
    for (const span of children.get(parent.id) ?? []) groups.set(label(span), [...(groups.get(label(span)) ?? []), span]);
  const rows = [...groups].map(([name, spans]) => ({
    name,
    spans,
    start: Math.min(...spans.map((span) => span.start)),
    end: Math.max(...spans.map((span) => span.end ?? range.end)),
  }));
  for (const row of rows.sort((a, b) => a.start - b.start)) {
    const ms = row.end - row.start;
    if (ms < MIN_MS) continue;
    const count = row.spans.length > 1 ? ` ×${row.spans.length}` : '';
    const total = range.end - range.start;
    console.log(
      `| ${'· '.repeat(depth)}${row.name}${count} | ${((row.start - range.start) / 1000).toFixed(1)} | ${(ms / 1000).toFixed(2)} | ` +
        `${((100 * ms) / total).toFixed(0)}% |`,
    );
    printLevel(row.spans, children, depth + 1, range);
  }
}

function print(locale: string, spans: Span[]): void {
  const children = new Map<number | null, Span[]>();
  for (const span of spans) children.set(span.parent, [...(children.get(span.parent) ?? []), span]);
  const range = { start: Math.min(...spans.map((span) => span.start)), end: Math.max(...spans.map((span) => span.end ?? span.start)) };
  console.log(
    `\n${locale}: ${((range.end - range.start) / 1000).toFixed(1)} s from the first span to the last; spans of ${MIN_MS} ms or more:`,
  );
  console.log('| span | starts at (s) | takes (s) | share |');
  console.log('|---|---|---|---|');
  // The roots, as the children of a span that is not there.
  const root: Span = { id: -1, parent: null, name: '', start: range.start, end: range.end, tags: {} };
  children.set(root.id, children.get(null) ?? []);
  printLevel([root], children, 0, range);
}

function main(): void {
  if (!process.argv.includes('--no-build')) {
    for (const locale of LOCALES) fs.rmSync(traceDir(locale), { recursive: true, force: true });
    const original = fs.readFileSync(EDITED, 'utf8');
    try {
      if (process.argv.includes('--edit'))
        fs.writeFileSync(EDITED, original.replace(/^(description: ".*?)"$/m, `$1 (edited ${Date.now()})"`));
      const built = spawnSync('bash', ['scripts/build-sites.sh'], {
        cwd: root,
        env: { ...process.env, ...BENCH_BUILD_ENV, LOCALES: LOCALES.join(' '), BUILD_TRACE: '1', FORCE_BUILD: '1' },
        stdio: 'inherit',
      });
      if (built.status !== 0) throw new Error(`the build failed (exit ${built.status})`);
    } finally {
      fs.writeFileSync(EDITED, original);
    }
  }
  for (const locale of LOCALES) print(locale, mainTrace(locale));
}

main();
