/**
 * The en-US site ships none of the Chinese text: its scripts, pages and page data hold no CJK character
 * (each zh-CN catalogue is swapped for an empty one in en-US bundles, src/pipeline/webpack.ts). The zh-CN site
 * is checked to hold some, so the check can see what it looks for. Exits 1 naming the files.
 *   npx tsx scripts/quality/check-locale-text.ts [.serve/sites]
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../src/pipeline/files';
import { SEARCH_INDEX_DIRS } from '../../src/shared/search/sections';

const root = path.resolve(process.argv[2] ?? '.serve/sites');
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const SHIPPED = /\.(js|html|json)$/;
// The search index is built from the pages themselves; its binary fragments are not text.
const SKIP = new Set(SEARCH_INDEX_DIRS);

function withChinese(site: string): string[] {
  return filesUnder(path.join(root, site), SKIP).filter((file) => SHIPPED.test(file) && CJK.test(fs.readFileSync(file, 'utf8')));
}

const english = withChinese('en-US');
const chinese = withChinese('zh-CN').filter((file) => file.endsWith('.js'));
console.log(`locale text: ${english.length} en-US files with Chinese text; ${chinese.length} zh-CN scripts with Chinese text`);
if (english.length > 0) {
  console.error(
    `Chinese text in the en-US site:\n  ${english
      .slice(0, 20)
      .map((file) => path.relative(root, file))
      .join('\n  ')}`,
  );
  process.exit(1);
}
if (chinese.length === 0) {
  console.error('No Chinese text in the zh-CN scripts either: the check cannot see what it looks for.');
  process.exit(1);
}
