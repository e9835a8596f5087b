/** Validates every file under content/ and prints `file: field: reason` for each problem. */
import path from 'node:path';
import { loadLocalContent, formatIssue } from '../src/pipeline/sources/local';

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
process.exit(issues.length > 0 ? 1 : 0);
