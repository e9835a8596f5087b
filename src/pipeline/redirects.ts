/**
 * Redirects of redirects/ in two steps. createPagesStatefully (before Gatsby writes its redirect data):
 * wildcard families expand against the content pages, which exist by then, and every rule becomes a
 * createRedirect. onPostBootstrap, when the pages of src/pages exist too: the rules are checked
 * against every page, and a loop, chain, duplicate or dead target stops the build. The rules are saved
 * for the server config.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs, ParentSpanPluginArgs } from 'gatsby';
import { upstreamHosts } from './config/upstreams';
import { checkRules, expandFamilies, formatRedirectIssue, readRuleFiles, type RedirectRule } from './redirects/rules';
import { matchablePath, normalizePath } from '../shared/routing/paths';

export const RULES_FILE = path.join('.serve', 'redirect-rules.json');

/**
 * The pages the families expand against: those this build created (`created`), and Gatsby's SitePage nodes.
 * The nodes alone are not enough: in a warm build they were now and then missing when this hook ran (53
 * rules instead of 103, every wildcard family unexpanded), which also changed the in-browser redirect list
 * in every page's script and so rewrote every page of the build.
 */
function sitePages(getNodesByType: CreatePagesArgs['getNodesByType'], created: Iterable<string>): Set<string> {
  return new Set([...getNodesByType('SitePage').map((node) => String(node.path)), ...created].map(matchablePath));
}

export function createSiteRedirects({ actions, getNodesByType, reporter }: CreatePagesArgs, created: Iterable<string> = []): void {
  const root = process.cwd();
  const hosts = upstreamHosts();
  const read = readRuleFiles(path.join(root, 'redirects'));
  const rules = expandFamilies(read.rules, sitePages(getNodesByType, created));
  const issues = read.issues;
  if (issues.length > 0) {
    reporter.panicOnBuild(`Invalid redirect rules (${issues.length}):\n${issues.map(formatRedirectIssue).join('\n')}`);
    return;
  }
  for (const rule of rules) {
    const toPath =
      rule.statusCode === 200
        ? `${hosts[rule.upstream ?? 'app']}${rule.fromPath}${rule.prefix ? '/*' : ''}`
        : rule.toPath.startsWith('/')
          ? normalizePath(rule.toPath)
          : rule.toPath;
    const fromPath = rule.prefix ? `${rule.fromPath}/*` : rule.fromPath;
    actions.createRedirect({
      fromPath,
      toPath,
      statusCode: rule.statusCode,
      isPermanent: rule.isPermanent,
      ignoreCase: rule.ignoreCase,
      // The server answers every redirect (nginx, the CDN); a list in the browser would be in every page's app
      // script (30 KB, 2.6 KB gzip). A link to an old path loads it from the server, which redirects.
      redirectInBrowser: false,
      force: true,
    });
    if (rule.statusCode === 301 && !rule.fromPath.endsWith('/')) {
      // Gatsby matches paths as written; the trailing-slash form is what its own links produce.
      actions.createRedirect({
        fromPath: `${rule.fromPath}/`,
        toPath,
        statusCode: 301,
        isPermanent: true,
        ignoreCase: true,
        redirectInBrowser: false,
        force: true,
      });
    }
  }
  fs.mkdirSync(path.join(root, '.serve'), { recursive: true });
  fs.writeFileSync(path.join(root, RULES_FILE), JSON.stringify({ hosts, rules }, null, 2));
  reporter.info(`Created ${rules.length} redirects (${rules.filter((r) => r.statusCode === 200).length} forwards)`);
}

export function checkSiteRedirects({ getNodesByType, reporter }: ParentSpanPluginArgs, created: Iterable<string> = []): void {
  const { rules } = readSavedRules(process.cwd());
  const issues = checkRules(rules, sitePages(getNodesByType, created), new Set());
  if (issues.length > 0) reporter.panicOnBuild(`Invalid redirect rules (${issues.length}):\n${issues.map(formatRedirectIssue).join('\n')}`);
}

export function readSavedRules(root: string): { hosts: ReturnType<typeof upstreamHosts>; rules: RedirectRule[] } {
  return JSON.parse(fs.readFileSync(path.join(root, RULES_FILE), 'utf8')) as {
    hosts: ReturnType<typeof upstreamHosts>;
    rules: RedirectRule[];
  };
}
