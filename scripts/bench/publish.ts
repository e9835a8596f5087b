/**
 * npm run bench:publish — an editor's wait, from Contentful's signed webhook to the changed page served by nginx,
 * through the publisher (services/publisher) building both regional sites from the default content (the whole
 * HS nomenclature), beside this project's own warm build of both sites (scripts/build-sites.sh) for the same
 * kind of edit in the same run. Edits: a glossary term, a blog post, a product page; each run changes the text
 * again. Prints each edit's p50 and p95 and what the publisher adds to the build (goal: at most 10 s).
 *
 *   npm run bench:publish [-- --runs 5]
 *
 * Works in a temporary copy of the project, with its own publisher, releases and nginx; the checkout is untouched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { signRequest } from '@contentful/node-apps-toolkit';
import { copyProject, copyScripts } from '../dev/project-copy';
import { serveSite, untilAnswering } from '../dev/serve-site';
import { measure } from './measure';
import type { Publish } from '../../services/publisher/store';

const at = process.argv.indexOf('--runs');
const RUNS = Number(at > 0 ? process.argv[at + 1] : 5);
const LOCALES = ['en-US', 'zh-CN'] as const;
const PUBLISHER_PORT = 9531;
const NGINX_PORTS = { 'en-US': 8321, 'zh-CN': 8322 } as const;

interface Edit {
  name: string;
  file: string;
  /** The line changed, as a regular expression over the file, and the page that shows it. */
  line: RegExp;
  field: string;
  page: string;
}

const EDITS: Edit[] = [
  { name: 'glossary term', file: 'content/glossary/air-waybill.md', line: /^title: .*$/m, field: 'title', page: '/glossary/air-waybill/' },
  {
    name: 'blog post',
    file: 'content/blog/posts/isf-10-plus-2-filing-and-penalties.md',
    line: /^title: .*$/m,
    field: 'title',
    page: '/blog/isf-10-plus-2-filing-and-penalties/',
  },
  {
    name: 'product page',
    file: 'content/products/air-freight.md',
    line: /^heroHeading: .*$/m,
    field: 'heroHeading',
    page: '/products/air-freight/',
  },
];

const env: NodeJS.ProcessEnv = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: '1',
  CI: 'true',
  GATSBY_AMPLITUDE_API_KEY: process.env.GATSBY_AMPLITUDE_API_KEY || 'bench-placeholder',
  GATSBY_GTM_ID: process.env.GATSBY_GTM_ID || 'GTM-BENCH00',
};

/** Writes a new text into the edit's line; returns the text, which the page must show. */
function applyEdit(site: string, edit: Edit, label: string): string {
  const file = path.join(site, edit.file);
  const text = `Edited for the publish benchmark, ${label}`;
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(edit.line, `${edit.field}: "${text}"`));
  return text;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const sec = (value: number) => `${value.toFixed(1).padStart(6)} s`;

async function main(): Promise<void> {
  const site = copyProject('bench-publish-');
  copyScripts(site);
  const secret = crypto.randomBytes(32).toString('hex');
  const token = crypto.randomBytes(16).toString('hex');
  const publishDir = path.join(site, '.publisher');
  const nginxDirs = Object.fromEntries(LOCALES.map((locale) => [locale, path.join(site, '.serve', `bench-nginx-${locale}`)]));
  const reload = LOCALES.map(
    (locale) => `[ ! -f ${nginxDirs[locale]}/nginx.pid ] || kill -HUP "$(cat ${nginxDirs[locale]}/nginx.pid)"`,
  ).join('; ');
  let publisher: ChildProcess | undefined;
  const nginx: ChildProcess[] = [];
  const base = `http://127.0.0.1:${PUBLISHER_PORT}`;
  try {
    // The builds are warm from the start, as on a server that has published before.
    console.log('bench:publish: building both sites cold once, to warm their caches');
    const warmUp = await measure('bash', ['scripts/build-sites.sh'], { cwd: site, env: { ...env, LOCALES: LOCALES.join(' ') } });
    if (warmUp.code !== 0) throw new Error(`the first build failed:\n${warmUp.output.slice(-3000)}`);

    const log = fs.openSync(path.join(site, '.serve', 'publisher.log'), 'a');
    publisher = spawn(process.execPath, ['--import', 'tsx', 'services/publisher/server.ts'], {
      cwd: site,
      env: {
        ...env,
        PUBLISH_DIR: publishDir,
        PUBLISH_LOCALES: LOCALES.join(' '),
        PUBLISHER_PORT: String(PUBLISHER_PORT),
        PUBLISHER_TOKEN: token,
        CONTENTFUL_WEBHOOK_SECRET: secret,
        PUBLISH_RELOAD_COMMAND: reload,
      },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    await untilAnswering(publisher, `${base}/health`, 'the publisher', { okOnly: true, attempts: 300 });

    let revision = 0;
    const webhook = async (id: string) => {
      revision += 1;
      const body = JSON.stringify({ sys: { id, type: 'Entry', revision } });
      const headers = {
        'content-type': 'application/vnd.contentful.management.v1+json',
        'x-contentful-topic': 'ContentManagement.Entry.publish',
      };
      const signed = signRequest(secret, { method: 'POST', path: '/hooks/contentful', headers, body });
      const response = await fetch(`${base}/hooks/contentful`, { method: 'POST', headers: { ...headers, ...signed }, body });
      if (response.status !== 202) throw new Error(`the publisher answered the webhook ${response.status}`);
    };
    const until = async (check: () => Promise<boolean>, what: string) => {
      const limit = Date.now() + 900_000;
      while (!(await check())) {
        if (Date.now() > limit) throw new Error(`${what} did not happen in 15 minutes`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const status = async () =>
      (await fetch(`${base}/status.json`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<{
        idle: boolean;
        publishes: Publish[];
      }>;
    const publisherIdle = async () => (await status()).idle;
    const shows = (page: string, text: string) => async () => {
      const response = await fetch(`http://localhost:${NGINX_PORTS['en-US']}${page}`).catch(() => null);
      return response !== null && response.ok && (await response.text()).includes(text);
    };

    /** What the publisher says of its newest publish: each site's build time and the pages it wrote. */
    const lastPublish = async (): Promise<string> => {
      // nginx serves the release once live has switched, a moment before the publish is recorded as live.
      for (;;) {
        const newest = (await status()).publishes[0];
        if (!newest) return 'no publish on record';
        if (newest.state !== 'building')
          return newest.sites.map((site) => `${site.locale} ${site.seconds.toFixed(1)} s, ${site.pagesWritten} pages written`).join('; ');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };

    // The first publish makes the first release, which nginx then serves.
    await webhook('bench-first-publish');
    await until(() => Promise.resolve(fs.existsSync(path.join(publishDir, 'live'))), 'the first release');
    console.log(`first publish: ${await lastPublish()}`);
    for (const locale of LOCALES)
      nginx.push(
        await serveSite({
          port: NGINX_PORTS[locale],
          siteDir: path.join(publishDir, 'live', locale, 'site'),
          rules: path.join(publishDir, 'live', locale, 'site.conf'),
          nginxDir: nginxDirs[locale],
        }),
      );

    const rows: string[] = [];
    for (const edit of EDITS) {
      const builds: number[] = [];
      const publishes: number[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        // The publisher's clean-up after a switch (old releases removed) must not share the machine with the build.
        await until(publisherIdle, 'the publisher idle');
        applyEdit(site, edit, `build ${run}`);
        const build = await measure('bash', ['scripts/build-sites.sh'], {
          cwd: site,
          env: { ...env, LOCALES: LOCALES.join(' '), SITES_OUT: path.join(site, '.serve', 'bench-build-out') },
        });
        if (build.code !== 0) throw new Error(`the warm build failed:\n${build.output.slice(-3000)}`);
        builds.push(build.seconds);
        const text = applyEdit(site, edit, `publish ${run}`);
        const sent = Date.now();
        await webhook(`bench-${edit.name}-${run}`);
        await until(shows(edit.page, text), `${edit.page} showing the publish`);
        publishes.push((Date.now() - sent) / 1000);
        console.log(
          `${edit.name} run ${run}: warm build ${sec(build.seconds)}, webhook to live ${sec(publishes.at(-1) ?? NaN)} ` +
            `(publisher's builds: ${await lastPublish()})`,
        );
      }
      const overhead = percentile(publishes, 50) - percentile(builds, 50);
      rows.push(
        `| ${edit.name} | ${sec(percentile(builds, 50))} | ${sec(percentile(builds, 95))} | ${sec(percentile(publishes, 50))} | ` +
          `${sec(percentile(publishes, 95))} | ${sec(overhead)} |`,
      );
    }
    console.log(
      `\nboth sites (${LOCALES.join(', ')}), ${RUNS} runs per edit; the publisher adds (p50 publish - p50 build), goal at most 10 s`,
    );
    console.log('| edit | warm build p50 | p95 | webhook to live p50 | p95 | publisher adds |');
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    for (const server of nginx) server.kill('SIGTERM');
    if (publisher && publisher.exitCode === null) {
      publisher.kill('SIGTERM');
      await new Promise((resolve) => publisher?.once('exit', resolve));
    }
    fs.rmSync(site, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
