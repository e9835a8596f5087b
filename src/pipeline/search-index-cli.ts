/**
 * Brings the built site's search index up to date (src/pipeline/search-index.ts): one Pagefind index per
 * section, rebuilt only where pages changed. `gatsby build` runs it as a step (src/pipeline/after-render.ts);
 * this runs it alone, over a built site (and is what that step runs, in a process of its own).
 *   tsx src/pipeline/search-index-cli.ts [public-dir] [state-dir]
 */
import path from 'node:path';
import { describeReport, updateSearchIndex } from './search-index';

const publicDir = path.resolve(process.argv[2] ?? 'public');
const stateDir = path.resolve(process.argv[3] ?? '.cache/search-index');

updateSearchIndex(publicDir, stateDir)
  .then((reports) => {
    for (const report of reports) console.log(describeReport(report));
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
