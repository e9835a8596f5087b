/**
 * Validates one built page of every template and static page of each regional site with the Nu Html
 * Checker (vnu-jar on the machine's Java). Prints each error with its file and line; exits 1 on any.
 *   npx tsx scripts/quality/check-html.ts [.serve/sites]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../../src/shared/i18n/locales';
import { builtFile, samplePages } from './sample-pages';

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const root = path.resolve(process.argv[2] ?? '.serve/sites');
const jar = path.resolve(__dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');
const files: string[] = [];
for (const locale of LOCALES) {
  const siteDir = path.join(root, locale);
  if (!fs.existsSync(siteDir)) continue;
  for (const page of samplePages(locale)) {
    const file = builtFile(siteDir, page.path);
    if (!fs.existsSync(file)) {
      console.log(`${locale} ${page.name}: ${page.path} was not built`);
      process.exitCode = 1;
      continue;
    }
    files.push(file);
  }
}
if (files.length === 0) {
  console.error(`No built site under ${root}: run scripts/build-sites.sh first.`);
  process.exit(2);
}

const result = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (result.error) throw result.error;
const messages = (JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] }).messages.filter(
  (m) => m.type === 'error' || m.subType === 'fatal',
);
for (const m of messages) {
  console.log(
    `${path.relative(root, new URL(m.url).pathname)}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` — ${m.extract.trim().slice(0, 120)}` : ''}`,
  );
}
console.log(`html: ${files.length} pages validated, ${messages.length} errors`);
if (messages.length > 0) process.exitCode = 1;
