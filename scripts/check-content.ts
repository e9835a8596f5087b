/**
 * Validates every file under content/ and prints `file: field: reason` for each problem; then, for each regional
 * site, the content checks its build would report (src/pipeline/content-checks.ts), by kind and severity, and with
 * `--list` each of them.
 */
import path from 'node:path';
import { loadLocalContent, formatIssue } from '../src/pipeline/sources/local';
import { toContentNodes } from '../src/pipeline/content-nodes';
import { LOCALES } from '../src/shared/i18n/locales';
import { formatCheck } from '../src/shared/content/checks';

const root = path.resolve(__dirname, '..');
const { entries, issues } = loadLocalContent(path.join(root, 'content'), root);
for (const issue of issues) console.error(formatIssue(issue));
const counts = new Map<string, number>();
for (const e of entries) {
  const key = `${e.kind}/${'locale' in e.data ? e.data.locale : 'en-US'}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
console.log([...counts].map(([k, n]) => `${k}: ${n}`).join('\n'));
console.log(`${entries.length} valid entries, ${issues.length} problems`);
for (const locale of LOCALES) {
  const { checks } = toContentNodes(entries, locale);
  const byKind = new Map<string, number>();
  for (const check of checks) byKind.set(`${check.severity} ${check.kind}`, (byKind.get(`${check.severity} ${check.kind}`) ?? 0) + 1);
  console.log(`${locale}: ${checks.length} content checks${[...byKind].map(([kind, n]) => `\n  ${kind}: ${n}`).join('')}`);
  if (process.argv.includes('--list')) for (const check of checks) console.log(`  ${formatCheck(check)}`);
}
process.exit(issues.length > 0 ? 1 : 0);
