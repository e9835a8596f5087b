import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/walks.md answers everyday questions as walks through the code: each step a line naming a file and the
 * exported symbols that do the work. A rename or a move that leaves a walk behind fails here, naming the line.
 */
const ROOT = path.resolve(__dirname, '../..');
const WALKS = path.join(ROOT, 'docs', 'walks.md');

/** A step (`1. path — …`) or a see-also line (`- path — …`): the marker, the file, and the rest of the line. */
const STEP_LINE = /^(\d+\.|-) (\S+) — (.*)$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

interface Step {
  line: number;
  text: string;
  numbered: boolean;
  file: string;
  symbols: string[];
}

interface Walk {
  title: string;
  steps: Step[];
}

function readWalks(markdown: string): Walk[] {
  const walks: Walk[] = [];
  let current: Walk | null = null;
  markdown.split('\n').forEach((text, index) => {
    const heading = /^## (.*)$/.exec(text);
    if (heading) {
      current = { title: heading[1] ?? '', steps: [] };
      walks.push(current);
      return;
    }
    const match = STEP_LINE.exec(text);
    if (!match || !current) return;
    const [, marker = '', file = '', rest = ''] = match;
    const symbols = [...rest.matchAll(/`([^`]*)`/g)].map((found) => found[1] ?? '');
    current.steps.push({ line: index + 1, text, numbered: marker !== '-', file, symbols });
  });
  return walks;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names `source` exports: declarations, export lists (with `as`), and a named default function. */
function exportsOf(source: string, name: string): boolean {
  const n = escapeRegExp(name);
  const declared = new RegExp(`\\bexport\\s+(?:declare\\s+)?(?:async\\s+)?(?:function\\*?|const|class|interface|type|let|enum)\\s+${n}\\b`);
  const byDefault = new RegExp(`\\bexport\\s+default\\s+(?:async\\s+)?(?:function|class)\\s+${n}\\b`);
  if (declared.test(source) || byDefault.test(source)) return true;
  for (const list of source.matchAll(/\bexport\s+(?:type\s+)?\{([^}]*)\}/g)) {
    const names = (list[1] ?? '')
      .split(',')
      .map((item) => item.trim().replace(/^type\s+/, ''))
      .map((item) => item.split(/\s+as\s+/).pop() ?? '');
    if (names.includes(name)) return true;
  }
  return false;
}

/** What is wrong with one step, or null. */
function problemOf(step: Step): string | null {
  const where = `docs/walks.md:${step.line}: ${step.text}`;
  const file = path.join(ROOT, step.file);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return `${where}\n  ${step.file} does not exist`;
  const source = fs.readFileSync(file, 'utf8');
  for (const symbol of step.symbols) {
    if (!IDENTIFIER.test(symbol)) return `${where}\n  \`${symbol}\` is not a symbol: only exported names go in backticks`;
    if (!exportsOf(source, symbol)) return `${where}\n  ${step.file} does not export ${symbol}`;
  }
  return null;
}

describe('docs/walks.md', () => {
  const text = fs.readFileSync(WALKS, 'utf8');
  const walks = readWalks(text).filter((walk) => walk.steps.some((step) => step.numbered));

  it('has the three walks, each of at least 5 numbered steps', () => {
    expect(walks.map((walk) => walk.title)).toHaveLength(3);
    for (const walk of walks) {
      const numbered = walk.steps.filter((step) => step.numbered).length;
      expect(numbered, `"${walk.title}" has ${numbered} numbered steps`).toBeGreaterThanOrEqual(5);
    }
  });

  it('names, on every step, a file that exists and exports every symbol in backticks', () => {
    const problems = walks.flatMap((walk) => walk.steps.map(problemOf)).filter((problem) => problem !== null);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('gives every numbered step at least one exported symbol', () => {
    const bare = walks.flatMap((walk) => walk.steps.filter((step) => step.numbered && step.symbols.length === 0));
    expect(bare.map((step) => `docs/walks.md:${step.line}: ${step.text}`)).toEqual([]);
  });

  it('keeps lines to 120 characters', () => {
    const long = text
      .split('\n')
      .map((line, index) => ({ line: index + 1, length: [...line].length }))
      .filter((line) => line.length > 120);
    expect(long).toEqual([]);
  });
});

describe('exportsOf', () => {
  it('finds declarations, export lists and named defaults', () => {
    const source = [
      'export async function a() {}',
      'export const b: number = 1;',
      'export class C {}',
      'export interface D {}',
      'export type E = string;',
      'export { f, g as h } from "./x";',
      'export default async function i() {}',
    ].join('\n');
    for (const name of ['a', 'b', 'C', 'D', 'E', 'f', 'h', 'i']) expect(exportsOf(source, name), name).toBe(true);
    for (const name of ['g', 'bb', 'x', 'async']) expect(exportsOf(source, name), name).toBe(false);
  });
});
