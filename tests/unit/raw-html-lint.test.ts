import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rule's messages for `code` linted as if it were the file at `file` (an existing file, for the type information). */
async function rawHtmlProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const asAttribute = `export const X = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n`;
const asSpread = `export const X = ({ html }: { html: string }) => <div {...{ dangerouslySetInnerHTML: { __html: html } }} />;\n`;
const asString = `export const props = (html: string) => ({ 'dangerouslySetInnerHTML': { __html: html } });\n`;

describe('raw HTML in the page code', () => {
  it('is refused outside the three places, as an attribute, in a spread or as a quoted key', async () => {
    for (const code of [asAttribute, asSpread]) {
      expect(await rawHtmlProblems('src/site/components/layout/Header.tsx', code)).toEqual([
        expect.stringContaining('dangerouslySetInnerHTML is allowed only in RichText'),
      ]);
    }
    expect(await rawHtmlProblems('src/shared/config/site.ts', asString)).toHaveLength(1);
  }, 60_000);

  it('is allowed in RichText, the JSON-LD writer and the form-errors page, and in no other file', async () => {
    const files = fs
      .globSync(['src/**/*.{ts,tsx}', 'gatsby-*.{ts,tsx}', 'services/**/*.ts', 'scripts/**/*.ts'], {
        cwd: root,
        exclude: ['**/node_modules/**'],
      })
      .sort();
    const allowed: string[] = [];
    for (const file of files) {
      // Undefined for a file lint ignores (the generated query types).
      const config = (await eslint.calculateConfigForFile(path.join(root, file))) as { rules?: Record<string, unknown> } | undefined;
      if (!config) continue;
      const rule = config.rules?.['no-restricted-syntax'];
      if (rule === undefined || rule === 0 || rule === 'off' || (Array.isArray(rule) && (rule[0] === 0 || rule[0] === 'off')))
        allowed.push(file);
    }
    expect(allowed).toEqual(['src/pipeline/head/tags.tsx', 'src/site/components/rich-text/RichText.tsx', 'src/templates/form-errors.tsx']);
    for (const file of allowed) expect(await rawHtmlProblems(file, asAttribute)).toEqual([]);
  }, 60_000);
});
