/**
 * One build for both targets. Gatsby's Netlify adapter turns the build into what a CDN host runs (rule
 * files with every redirect, forward, the client-only routes and the endpoints; functions under .netlify/),
 * and nginx serves the same public/ with the config the build writes beside it (src/pipeline/server/nginx.ts).
 * The adapter runs after onPostBuild, so the steps that must see its output run here, after it
 * (AFTER_ADAPTER in src/pipeline/after-render.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IAdapter } from 'gatsby';
import createNetlifyAdapter from 'gatsby-adapter-netlify';
import { AFTER_ADAPTER, runSteps } from './after-render';
import { ADAPTER_SECTION_START } from './server/cdn';

/** Where Partytown fetches third-party scripts, and the function that answers it on the CDN. */
export const THIRD_PARTY_PROXY = { path: '/__third-party-proxy', functionName: '/api/third-party-proxy' } as const;

/**
 * Our own rules in `_redirects`, before the adapter's section (the first matching rule wins): Partytown's
 * proxy goes to its function, since the adapter's query-value rules for it match nothing on Netlify.
 */
export function addCdnRewrites(redirectsFile: string, functions: ReadonlyArray<{ functionId: string; name: string }>): void {
  const proxy = functions.find((fn) => fn.name === THIRD_PARTY_PROXY.functionName);
  if (!proxy) throw new Error(`No ${THIRD_PARTY_PROXY.functionName} function in the build: src/api/third-party-proxy.ts is missing.`);
  const text = fs.readFileSync(redirectsFile, 'utf8');
  const at = text.indexOf(ADAPTER_SECTION_START);
  const rule = `${THIRD_PARTY_PROXY.path}  /.netlify/functions/${proxy.functionId}  200!\n`;
  fs.writeFileSync(redirectsFile, at < 0 ? text + rule : text.slice(0, at) + rule + text.slice(at));
}

/**
 * The adapter gives every webpack asset a year's caching in `_headers`, source maps included, which the
 * build does not publish (src/pipeline/source-maps.ts): a 404 for one would be cached for a year.
 */
export function dropUnpublishedHeaderRules(headersFile: string): number {
  const blocks = fs.readFileSync(headersFile, 'utf8').split(/\n(?=\/)/);
  const kept = blocks.filter((block) => !/^\/\S*\.map\n/.test(block));
  fs.writeFileSync(headersFile, kept.join('\n'));
  return blocks.length - kept.length;
}

/** The lead delivery function (src/api/leads-delivery.ts), and how often the CDN runs it (cron, UTC). */
export const SCHEDULED_FUNCTIONS = [{ name: '/api/leads-delivery', schedule: '* * * * *' }] as const;

/**
 * Makes the scheduled functions scheduled: the schedule goes into each one's config beside the adapter's
 * wrapper (Netlify reads `schedule` there), and its route out of `_redirects` (a scheduled function is
 * not for visitors to call). Returns the function ids scheduled.
 */
export function scheduleFunctions(
  netlifyDir: string,
  redirectsFile: string,
  functions: ReadonlyArray<{ functionId: string; name: string }>,
): string[] {
  const scheduled: string[] = [];
  let redirects = fs.readFileSync(redirectsFile, 'utf8');
  for (const { name, schedule } of SCHEDULED_FUNCTIONS) {
    const fn = functions.find((f) => f.name === name);
    if (!fn) throw new Error(`No ${name} function in the build: src/api${name.slice('/api'.length)}.ts is missing.`);
    const configFile = path.join(netlifyDir, 'functions-internal', fn.functionId, `${fn.functionId}.json`);
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as { config: Record<string, unknown> };
    config.config.schedule = schedule;
    fs.writeFileSync(configFile, JSON.stringify(config));
    redirects = redirects
      .split('\n')
      .filter((line) => !line.includes(`/.netlify/functions/${fn.functionId} `))
      .join('\n');
    scheduled.push(fn.functionId);
  }
  fs.writeFileSync(redirectsFile, redirects);
  return scheduled;
}

export function siteAdapter(): IAdapter {
  const netlify = createNetlifyAdapter();
  return {
    ...netlify,
    async adapt(context) {
      await netlify.adapt(context);
      const publicDir = path.join(process.cwd(), 'public');
      addCdnRewrites(path.join(publicDir, '_redirects'), context.functionsManifest);
      scheduleFunctions(path.join(process.cwd(), '.netlify'), path.join(publicDir, '_redirects'), context.functionsManifest);
      dropUnpublishedHeaderRules(path.join(publicDir, '_headers'));
      await runSteps(AFTER_ADAPTER, undefined, (line) => {
        context.reporter.info(line);
      });
    },
  };
}
