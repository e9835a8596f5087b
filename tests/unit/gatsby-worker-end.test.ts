/**
 * Gatsby prepares its workers without waiting (loading the site's plugins, building the schema) and ends the pool when
 * the build is done; a build that needed no worker (no query, no page to render in one) ended it while a worker still
 * started, and the preparing task then failed with nobody to handle it, which failed the build (patches/README.md).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-dir';

interface Pool {
  all: { prepare(): Array<Promise<string>> };
  end(): Array<Promise<number | null>>;
}
type PoolClass = new (workerPath: string, options: { numWorkers: number }) => Pool;

const { WorkerPool } = createRequire(import.meta.url)('gatsby-worker') as { WorkerPool: PoolClass };

/** A worker module that takes `startMs` to load, as Gatsby's does on a busy machine. */
function slowWorker(startMs: number): string {
  const file = path.join(tempDir('gatsby-worker-'), 'worker.js');
  fs.writeFileSync(file, `const until = Date.now() + ${startMs};\nwhile (Date.now() < until);\nexports.prepare = () => 'prepared';\n`);
  return file;
}

describe("Gatsby's worker pool ended while its workers start", () => {
  it('fails a waiting task as ended by the pool, and the process goes on', async () => {
    const pool = new WorkerPool(slowWorker(400), { numWorkers: 1 });
    const outcomes = Promise.allSettled(pool.all.prepare());
    await Promise.all(pool.end());
    const endedByPool = (await outcomes).map(
      (outcome) => outcome.status === 'rejected' && (outcome.reason as { endedByPool?: boolean }).endedByPool,
    );
    expect(endedByPool).toEqual([true]);
  }, 20_000);

  it('still runs a task of a worker that was not ended', async () => {
    const pool = new WorkerPool(slowWorker(100), { numWorkers: 1 });
    await expect(Promise.all(pool.all.prepare())).resolves.toEqual(['prepared']);
    await Promise.all(pool.end());
  }, 20_000);
});
