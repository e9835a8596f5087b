/**
 * The import layers of eslint.config.mjs, for every kind of import: ESLint's rule sees `import … from`, not
 * `import()` or `require()`, which load code just the same.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The patterns of no-restricted-imports, as ESLint's config resolves them for a file. */
const restrictedImports = z
  .object({
    rules: z
      .object({
        'no-restricted-imports': z
          .tuple([z.unknown(), z.object({ patterns: z.array(z.object({ regex: z.string(), message: z.string() })) })])
          .optional(),
      })
      .passthrough(),
  })
  .passthrough();

/** The layer rule an import from `file` of `specifier` breaks, or null. */
async function broken(file: string, specifier: string): Promise<string | null> {
  const config: unknown = await eslint.calculateConfigForFile(path.join(root, file));
  const patterns = restrictedImports.parse(config).rules['no-restricted-imports']?.[1].patterns ?? [];
  return patterns.find(({ regex }) => new RegExp(regex).test(specifier))?.message ?? null;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

describe('the import layers', () => {
  it('refuse what runs back up, and let what runs down through', async () => {
    expect(await broken('src/site/components/layout/Header.tsx', '../../../pipeline/hs-codes')).toMatch(/^src\/site/);
    expect(await broken('src/templates/hs-code.tsx', '../pipeline/hs-codes')).toMatch(/^Pages, templates/);
    expect(await broken('services/shared/db.ts', '../leads/store')).toMatch(/^services\/shared/);
    expect(await broken('services/publisher/server.ts', '../leads/operations')).toMatch(/^services\/publisher/);
    expect(await broken('services/preview/preview.ts', '../../scripts/dev/preview-stand-in')).toMatch(/^services\/preview/);
    expect(await broken('services/preview/preview.ts', '../../tests/fixtures/x')).toMatch(/^services\/preview/);
    expect(await broken('src/shared/hs/page-text.ts', '../../site/x')).toMatch(/^src\/shared/);
    expect(await broken('src/templates/hs-code.tsx', '../site/components/content/HsGlossaryTerms')).toBeNull();
    expect(await broken('src/api/leads.ts', '../../services/leads/handler')).toBeNull();
    expect(await broken('services/leads/store.ts', '../shared/db')).toBeNull();
    expect(await broken('scripts/build-sites.ts', '../services/shared/site-builds')).toBeNull();
  }, 60_000);

  it('hold for every import of the project, dynamic and require() included', async () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    const problems: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const [, specifier = ''] of text.matchAll(IMPORT)) {
        if (await broken(file, specifier)) problems.push(`${file}: ${specifier}`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
