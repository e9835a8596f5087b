/**
 * npm run contentful:export [-- out.json]: writes content/ as a Contentful space-import file (default
 * .serve/contentful-space.json) for `contentful space import --content-file <file>`.
 * npm run contentful:model: rewrites src/pipeline/contentful/content-model.json from the zod schemas.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exportLocalContent, modelImport } from '../../src/pipeline/contentful/export';
import { formatIssue, loadLocalContent } from '../../src/pipeline/sources/local';

const root = path.resolve(__dirname, '../..');
export const MODEL_FILE = path.join(root, 'src/pipeline/contentful/content-model.json');

async function main(): Promise<void> {
  if (process.argv.includes('--model')) {
    fs.writeFileSync(MODEL_FILE, `${JSON.stringify(modelImport(), null, 2)}\n`);
    console.log(`Wrote ${path.relative(root, MODEL_FILE)}`);
    return;
  }
  const out = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? path.join(root, '.serve/contentful-space.json'));
  const loaded = loadLocalContent(path.join(root, 'content'), root);
  if (loaded.issues.length) throw new Error(`Invalid content:\n${loaded.issues.map(formatIssue).join('\n')}`);
  const space = await exportLocalContent(loaded.entries);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(space, null, 2)}\n`);
  console.log(`Wrote ${space.entries.length} entries of ${space.contentTypes.length} content types to ${path.relative(root, out)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
