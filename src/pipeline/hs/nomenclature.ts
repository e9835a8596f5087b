/**
 * The Harmonized System nomenclature (HS 2022, UN Comtrade; PDDL) read from CSV and checked row by row:
 * a malformed row stops the build naming the file, the row and the field. Source files are configurable
 * (HS_CODES_CSV, HS_SECTIONS_CSV); the repository ships only a small sample.
 */
import { formatIssue, type ContentIssue } from '../../shared/content/parse';
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';

export interface HsSection {
  section: string;
  name: string;
}

export interface HsCode {
  code: string;
  description: string;
  level: 2 | 4 | 6;
  section: string;
  /** The code of the chapter or heading above; null for chapters. */
  parentCode: string | null;
  slug: string;
}

/** One of a country's own tariff lines under a subheading (China's 8-digit codes), as its customs lists it. */
export interface NationalLine {
  code: string;
  name: string;
  /** The units of quantity, first and second; none where the tariff sets none. */
  units: string[];
}

export interface HsIssue {
  source: string;
  row: number;
  field: string;
  reason: string;
}

const ROMAN = /^(?=[IVXL])L?X{0,3}(?:IX|IV|V?I{0,3})$/;

const rowSchema = z.object({
  section: z.string().regex(ROMAN, 'must be a section number in Roman numerals'),
  hscode: z.string().regex(/^(\d{2}|\d{4}|\d{6})$/, 'must be 2, 4 or 6 digits'),
  description: z.string().trim().min(1, 'must not be empty'),
  parent: z.string().regex(/^(TOTAL|\d{2}|\d{4})$/, 'must be TOTAL or a 2- or 4-digit code'),
  level: z.enum(['2', '4', '6'], 'must be 2, 4 or 6'),
});

const sectionSchema = z.object({
  section: z.string().regex(ROMAN, 'must be a section number in Roman numerals'),
  name: z.string().trim().min(1, 'must not be empty'),
});

const nameSchema = z.object({
  hscode: z
    .string()
    .regex(/^(\d{2}|\d{4}|\d{6}|(?=[IVXL])L?X{0,3}(?:IX|IV|V?I{0,3}))$/, 'must be a section in Roman numerals or 2, 4 or 6 digits'),
  name: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .refine((name) => !/[?？\uE000-\uF8FF]/.test(name), 'must not hold a ? or a private-use character for a lost one'),
});

const nationalLineSchema = z.object({
  hscode8: z.string().regex(/^\d{8}$/, 'must be 8 digits'),
  subheading: z.string().regex(/^\d{6}$/, 'must be 6 digits'),
  name: nameSchema.shape.name,
  unit1: z.string().trim(),
  unit2: z.string().trim(),
});

function readCsv(file: string): Record<string, string>[] {
  // Some published copies start with a byte-order mark, which would otherwise join the first header.
  const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  return parse(text, { columns: true, skip_empty_lines: true, trim: true, relax_column_count: false });
}

const SLUG_MAX = 80;

/** `{code}-{description words}`, lower-case ASCII, cut at a word boundary to stay under SLUG_MAX. */
export function hsSlug(code: string, description: string): string {
  const words = description
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let slug = code;
  for (const word of words) {
    if (slug.length + 1 + word.length > SLUG_MAX) break;
    slug += `-${word}`;
  }
  return slug;
}

export function hsPath(slug: string): string {
  return `/data/hs-code/${slug}`;
}

export function readSections(file: string, source = file): { sections: HsSection[]; issues: HsIssue[] } {
  const sections: HsSection[] = [];
  const issues: HsIssue[] = [];
  readCsv(file).forEach((raw, index) => {
    const result = sectionSchema.safeParse(raw);
    if (result.success) sections.push(result.data);
    else
      for (const issue of result.error.issues) issues.push({ source, row: index + 2, field: issue.path.join('.'), reason: issue.message });
  });
  return { sections, issues };
}

/**
 * Parses and cross-checks the codes: level matches length, parent exists and is the code's prefix.
 * Rows whose section is TOTAL are UN Comtrade's reporting aggregates (the grand total and chapter 99,
 * "commodities not specified according to kind"), not part of any HS section: they are skipped and
 * returned in `skipped` so the build can report them.
 */
export function readCodes(
  file: string,
  sectionIds: ReadonlySet<string>,
  source = file,
): { codes: HsCode[]; issues: HsIssue[]; skipped: string[] } {
  const codes: HsCode[] = [];
  const issues: HsIssue[] = [];
  const skipped: string[] = [];
  const seen = new Map<string, number>();
  const rows = readCsv(file);
  rows.forEach((raw, index) => {
    const row = index + 2;
    const fail = (field: string, reason: string) => issues.push({ source, row, field, reason });
    if (raw.section === 'TOTAL') {
      skipped.push(raw.hscode ?? '');
      return;
    }
    const result = rowSchema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) fail(issue.path.join('.'), issue.message);
      return;
    }
    const { section, hscode, description, parent, level } = result.data;
    const depth = Number(level) as 2 | 4 | 6;
    if (hscode.length !== depth) fail('level', `is ${level} but hscode ${hscode} has ${hscode.length} digits`);
    else if (depth === 2 ? parent !== 'TOTAL' : parent !== hscode.slice(0, depth - 2))
      fail('parent', `${parent} is not the parent of ${hscode}`);
    else if (!sectionIds.has(section)) fail('section', `section ${section} is not in the sections file`);
    else if (seen.has(hscode)) fail('hscode', `${hscode} repeats row ${seen.get(hscode)}`);
    else {
      seen.set(hscode, row);
      codes.push({
        code: hscode,
        description,
        level: depth,
        section,
        parentCode: depth === 2 ? null : parent,
        slug: hsSlug(hscode, description),
      });
    }
  });
  const known = new Set(codes.map((c) => c.code));
  for (const code of codes) {
    if (code.parentCode !== null && !known.has(code.parentCode)) {
      issues.push({ source, row: seen.get(code.code) ?? 0, field: 'parent', reason: `${code.parentCode} has no row of its own` });
    }
  }
  return { codes, issues, skipped };
}

/**
 * The names of sections and codes in a site's language (content/hs/hs-names.<locale>.csv, written by
 * scripts/hs-zh/generate.ts), by section number or code. A malformed row is an issue naming the file, row and field.
 */
export function readNames(file: string, source = file): { names: Map<string, string>; issues: HsIssue[] } {
  const names = new Map<string, string>();
  const issues: HsIssue[] = [];
  readCsv(file).forEach((raw, index) => {
    const result = nameSchema.safeParse(raw);
    if (!result.success)
      for (const issue of result.error.issues) issues.push({ source, row: index + 2, field: issue.path.join('.'), reason: issue.message });
    else if (names.has(result.data.hscode))
      issues.push({ source, row: index + 2, field: 'hscode', reason: `${result.data.hscode} repeats` });
    else names.set(result.data.hscode, result.data.name);
  });
  return { names, issues };
}

/** A country's tariff lines by the subheading they split (content/hs/hs-national-lines.<locale>.csv), in code order. */
export function readNationalLines(file: string, source = file): { lines: Map<string, NationalLine[]>; issues: HsIssue[] } {
  const lines = new Map<string, NationalLine[]>();
  const issues: HsIssue[] = [];
  readCsv(file).forEach((raw, index) => {
    const fail = (field: string, reason: string) => issues.push({ source, row: index + 2, field, reason });
    const result = nationalLineSchema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) fail(issue.path.join('.'), issue.message);
      return;
    }
    const { hscode8, subheading, name, unit1, unit2 } = result.data;
    if (!hscode8.startsWith(subheading)) {
      fail('subheading', `${subheading} is not the subheading of ${hscode8}`);
      return;
    }
    const line = { code: hscode8, name, units: [unit1, unit2].filter(Boolean) };
    const under = lines.get(subheading);
    if (under) under.push(line);
    else lines.set(subheading, [line]);
  });
  for (const under of lines.values()) under.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { lines, issues };
}

/** An HS problem as a content problem: its source names the file and row. */
export function hsContentIssue(issue: HsIssue): ContentIssue {
  return { source: `${issue.source} row ${issue.row}`, field: issue.field, reason: issue.reason };
}

export function formatHsIssue(issue: HsIssue): string {
  return formatIssue(hsContentIssue(issue));
}
