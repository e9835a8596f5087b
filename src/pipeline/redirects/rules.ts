/**
 * Redirect rules as data (redirects/*.json): parsed with zod, wildcard families expanded against the
 * pages that exist, and checked for loops, chains, duplicates, shadowed pages and dead targets. The
 * result feeds Gatsby's createRedirect (browser) and the generated server config (nginx, CDN).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { matchablePath } from '../../shared/routing/paths';

export const UPSTREAMS = ['app', 'public', 'maps'] as const;
export type Upstream = (typeof UPSTREAMS)[number];

export interface RedirectRule {
  fromPath: string;
  toPath: string;
  statusCode: 301 | 200;
  isPermanent: true;
  ignoreCase: true;
  /** The file the rule came from, named in every error. */
  family: string;
  /** For forwards: which configured host serves the path, and whether everything below it goes too. */
  upstream?: Upstream;
  prefix?: boolean;
}

export interface RedirectIssue {
  family: string;
  fromPath: string;
  reason: string;
}

const fromPath = z.string().regex(/^\/(?!\/)[A-Za-z0-9\-_./]*(?:\/\*)?$/, 'must be a site path starting with a single "/" (a trailing /* for a family)');
const sitePath = z.string().regex(/^\/(?!\/)[A-Za-z0-9\-_./:]*(?:\?[A-Za-z0-9_=&.-]+)?$/, 'must be a site path starting with a single "/"');
const splatTarget = z.string().regex(/^\/(?!\/)[A-Za-z0-9\-_./]*\/:splat$/, 'must be a site path ending in /:splat');
const moveSchema = z
  .object({
    fromPath,
    toPath: z.union([
      sitePath,
      z.url({ protocol: /^https$/, error: 'must be a site path or an https URL' }),
      // A family whose pages moved to more than one section: the first place that has the page wins.
      z.array(splatTarget).min(2, 'must list at least two targets (or be one path)'),
    ]),
  })
  .refine((rule) => !Array.isArray(rule.toPath) || rule.fromPath.endsWith('/*'), {
    path: ['toPath'],
    message: 'lists targets only for a family (a fromPath ending in /*)',
  });
const forwardSchema = z.object({ fromPath, to: z.enum(UPSTREAMS, `must be one of ${UPSTREAMS.join(', ')}`) });
const fileSchema = z.object({ rules: z.array(z.union([forwardSchema, moveSchema])) });

function base(family: string, from: string, to: string, statusCode: 301 | 200): RedirectRule {
  return { fromPath: from, toPath: to, statusCode, isPermanent: true, ignoreCase: true, family };
}

/** A rule as read, before wildcard families are expanded: `splat` holds a family's targets, in order. */
export type ReadRule = RedirectRule & { splat?: string[] };

/** Reads every family file; a malformed file or rule is an issue naming the file and the rule. */
export function readRuleFiles(dir: string): { rules: ReadRule[]; issues: RedirectIssue[] } {
  const rules: ReadRule[] = [];
  const issues: RedirectIssue[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const family = `redirects/${file}`;
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      issues.push({ family, fromPath: '(file)', reason: `is not valid JSON: ${(error as Error).message}` });
      continue;
    }
    const parsed = fileSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const index = typeof issue.path[1] === 'number' ? issue.path[1] : -1;
        const rule = (raw as { rules?: Array<{ fromPath?: string }> }).rules?.[index];
        issues.push({ family, fromPath: rule?.fromPath ?? `rule ${index}`, reason: `${issue.path.slice(2).join('.') || 'rule'}: ${issue.message}` });
      }
      continue;
    }
    for (const rule of parsed.data.rules) {
      if ('to' in rule) {
        const prefix = rule.fromPath.endsWith('/*');
        rules.push({ ...base(family, prefix ? rule.fromPath.slice(0, -2) : rule.fromPath, '', 200), upstream: rule.to, prefix });
      } else {
        const targets = Array.isArray(rule.toPath) ? rule.toPath : [rule.toPath];
        const splat = rule.fromPath.endsWith('/*') ? targets : undefined;
        rules.push({ ...base(family, rule.fromPath, targets[0] ?? '', 301), ...(splat ? { splat } : {}) });
      }
    }
  }
  return { rules, issues };
}

/**
 * Expands `/a/*` -> `/b/:splat` into one rule per page that exists directly under /b/. With several
 * targets (`/b/:splat`, `/c/:splat`), each old address goes to the first section that has its page, so a
 * service that changed section is still found; an address with no page in any of them stays a 404. A rule
 * written for one address wins over its family's.
 */
export function expandFamilies(rules: ReadonlyArray<ReadRule>, pages: ReadonlySet<string>): RedirectRule[] {
  const out: RedirectRule[] = [];
  const sorted = [...pages].sort();
  const written = new Set(rules.filter((rule) => !rule.splat).map((rule) => matchablePath(rule.fromPath).toLowerCase()));
  for (const { splat, ...rule } of rules) {
    if (!splat) {
      out.push(rule);
      continue;
    }
    const fromPrefix = rule.fromPath.slice(0, -1);
    const found = new Map<string, string>();
    for (const target of splat) {
      const toPrefix = target.replace(/:splat$/, '');
      for (const page of sorted) {
        const rest = page.slice(toPrefix.length);
        if (page.startsWith(toPrefix) && rest !== '' && !rest.includes('/') && !found.has(rest)) found.set(rest, page);
      }
    }
    for (const [rest, page] of [...found].sort(([a], [b]) => a.localeCompare(b))) {
      const from = `${fromPrefix}${rest}`;
      if (!written.has(from.toLowerCase())) out.push({ ...rule, fromPath: from, toPath: page });
    }
  }
  return out;
}

function targetPath(to: string): string | null {
  return to.startsWith('/') ? matchablePath(to) : null;
}

/**
 * The rules must be unambiguous and land on real pages: no loop, no chain (point A at C instead), one
 * rule per path (ignoring case), no rule over an existing page, and every 301 to a built page or an
 * allowed https host.
 */
export function checkRules(rules: RedirectRule[], pages: ReadonlySet<string>, allowedHosts: ReadonlySet<string>): RedirectIssue[] {
  const issues: RedirectIssue[] = [];
  const byFrom = new Map<string, RedirectRule>();
  const pagesLower = new Set([...pages].map((p) => p.toLowerCase()));
  for (const rule of rules) {
    const key = matchablePath(rule.fromPath).toLowerCase();
    const other = byFrom.get(key);
    if (other) issues.push({ family: rule.family, fromPath: rule.fromPath, reason: `is also redirected by ${other.family} (to ${other.toPath || other.upstream})` });
    else byFrom.set(key, rule);
    if (pagesLower.has(key)) issues.push({ family: rule.family, fromPath: rule.fromPath, reason: 'is a page of the site: the redirect would hide it' });
  }
  for (const rule of rules) {
    if (rule.statusCode !== 301) continue;
    const target = targetPath(rule.toPath);
    if (target === null) {
      const host = new URL(rule.toPath).host;
      if (!allowedHosts.has(host)) issues.push({ family: rule.family, fromPath: rule.fromPath, reason: `points at ${host}, which is not an allowed host` });
      continue;
    }
    if (target.toLowerCase() === matchablePath(rule.fromPath).toLowerCase()) {
      issues.push({ family: rule.family, fromPath: rule.fromPath, reason: 'redirects to itself (a loop)' });
      continue;
    }
    const next = byFrom.get(target.toLowerCase());
    if (next) {
      const final = next.statusCode === 301 ? next.toPath : `${next.upstream ?? ''} forward`;
      issues.push({ family: rule.family, fromPath: rule.fromPath, reason: `chains through ${next.fromPath} (${next.family}): point it at ${final}` });
      continue;
    }
    if (!pages.has(target)) issues.push({ family: rule.family, fromPath: rule.fromPath, reason: `points at ${rule.toPath}, which is not a page of the site` });
  }
  return issues;
}

export function formatRedirectIssue(issue: RedirectIssue): string {
  return `${issue.family}: ${issue.fromPath}: ${issue.reason}`;
}

/** Everything in one call: read, expand, check. `pages` are matchable paths (no trailing slash). */
export function loadRedirects(dir: string, pages: ReadonlySet<string>, allowedHosts: ReadonlySet<string> = new Set()): { rules: RedirectRule[]; issues: RedirectIssue[] } {
  const read = readRuleFiles(dir);
  const rules = expandFamilies(read.rules, pages);
  return { rules, issues: [...read.issues, ...checkRules(rules, pages, allowedHosts)] };
}
