/**
 * npm run bench:checks — what the content checks add to reading the content, on the embedded content: the
 * sanitiser's pass with its report (`inspectRichText`) against the sanitiser alone over every body, and the checks of
 * the whole set (`contentChecks`) for each regional site, each the median of `--runs N` (default 7) in this process.
 * The HS nomenclature is not content and has no checks, so its size plays no part.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Marked } from 'marked';
import { loadLocalContent } from '../../src/pipeline/sources/local';
import { convertedEntry, selectForLocale, toContentNodes } from '../../src/pipeline/content-nodes';
import { contentChecks, type ConvertedEntry } from '../../src/pipeline/content-checks';
import { inspectRichText, sanitizeRichText } from '../../src/shared/rich-text/sanitize';
import { LOCALES } from '../../src/shared/i18n/locales';
import { median, takeOption } from './measure';

const args = process.argv.slice(2);
const RUNS = Number(takeOption(args, '--runs') ?? 7);
const root = path.resolve(__dirname, '../..');
const { entries } = loadLocalContent(path.join(root, 'content'), root);
const marked = new Marked({ gfm: true, async: false });
const bodies = entries.flatMap((entry) => {
  const body = (entry.data as { body?: unknown }).body;
  return typeof body === 'string' ? [marked.parse(body, { async: false })] : [];
});

const time = (work: () => void): number => {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  return median(samples);
};

const alone = time(() => bodies.forEach((html) => sanitizeRichText(html)));
const reporting = time(() => bodies.forEach((html) => inspectRichText(html)));
console.log(
  `sanitiser over ${bodies.length} bodies: ${alone.toFixed(1)} ms alone, ${reporting.toFixed(1)} ms with its report ` +
    `(+${(reporting - alone).toFixed(1)} ms, x${(reporting / alone).toFixed(2)}; medians of ${RUNS})`,
);
for (const locale of LOCALES) {
  const { nodes } = toContentNodes(entries, locale);
  const { selected } = selectForLocale(entries, locale);
  const bySource = new Map(nodes.map((node) => [node.source, node]));
  const items: ConvertedEntry[] = selected.flatMap((entry) => {
    const node = bySource.get(entry.source);
    return node ? [convertedEntry(entry, node, [])] : [];
  });
  let found = 0;
  const checking = time(() => {
    found = contentChecks(items, locale).length;
  });
  console.log(
    `${locale}: checks of ${items.length} entries ${checking.toFixed(1)} ms (${found} found besides the bodies'; median of ${RUNS})`,
  );
}
