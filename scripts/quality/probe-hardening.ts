/**
 * npm run probe:hardening: replays, against the built site as production serves it (nginx with the build's
 * server rules over the en-US build, the lead service beside it started under the usual umask 022), what an attacker
 * tried on the lead path and the server rules:
 *   1. bytes the database refuses (NUL, unpaired surrogates) in the attribution cookie set by hand and in any
 *      field, by JSON and by a form posted without JavaScript: every lead is still stored and delivered;
 *   2. the third-party script proxy forwards none of the visitor's cookies, credentials or other headers;
 *   3. the lead folder and every file in it are private (0700 / 0600), ops.token included, after a write and
 *      after a restart;
 *   4. the error page of a form posted without JavaScript links only to the site, whatever the Referer says;
 *   5. `leads:ops list` prints no terminal control or bidirectional override character a lead carried;
 *   6. the server's redirects carry the security headers of every other answer.
 * Run after a build of the en-US site (`npm run build`, or scripts/build-sites.sh).
 * Prints a line per check and closes with "N passed, N failed"; exits 1 when any failed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { serveSite, untilAnswering } from '../dev/serve-site';
import { SECURITY_HEADERS } from '../../src/pipeline/server/headers';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES } from '../../src/shared/i18n/locales';
import { siteBuild } from '../../services/shared/site-builds';

const root = path.resolve(__dirname, '../..');
const { site: siteDir, rules: rulesFile } = siteBuild(DEFAULT_LOCALE);
const NGINX_PORT = Number(process.env.PROBE_PORT ?? 9120);
const origin = `http://localhost:${NGINX_PORT}`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with exactly the headers given (fetch would add or refuse some, such as Referer and Cookie). */
function request(
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer from ${url} in 30 s`)));
    req.end(body);
  });
}

/** A local HTTP server recording every request it gets; answers `reply`. */
async function recorder(host: string, port: number, reply: (req: http.IncomingMessage, body: string) => [number, string, string]) {
  const seen: Array<{ url: string; headers: http.IncomingHttpHeaders; body: string }> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      const [status, type, text] = reply(req, body);
      res.writeHead(status, { 'content-type': type });
      res.end(text);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return { seen, port: (server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Recorder = Awaited<ReturnType<typeof recorder>>;
type Result = { name: string; problems: string[] };

async function check(results: Result[], name: string, run: (problems: string[]) => Promise<void>): Promise<void> {
  const problems: string[] = [];
  try {
    await run(problems);
  } catch (error) {
    problems.push(`threw: ${error instanceof Error ? error.message : String(error)}`);
  }
  results.push({ name, problems });
  console.log(`${problems.length ? 'FAIL' : 'ok  '} ${name}`);
  for (const problem of problems.slice(0, 12)) console.log(`     - ${problem}`);
  if (problems.length > 12) console.log(`     (and ${problems.length - 12} more)`);
}

const until = async (what: string, done: () => boolean, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** A valid contact form submission, in the JSON the page's script posts and in the form the browser posts itself. */
const contact = (fields: Record<string, string> = {}) => ({
  formType: 'contact',
  firstName: 'Ana',
  lastName: 'Probe',
  companyName: 'Probe Imports',
  email: `probe-${Math.random().toString(36).slice(2)}@example.com`,
  country: 'US',
  message: 'We ship ten containers a month from Ningbo.',
  consent: 'on',
  ...fields,
});
const asJson = (fields: Record<string, string>) => JSON.stringify({ ...fields, consent: true, submissionId: crypto.randomUUID() });

/** Mode bits of the folder and everything below it that any other user holds. */
function openModes(dir: string): string[] {
  const open: string[] = [];
  const visit = (file: string) => {
    const stat = fs.lstatSync(file);
    if ((stat.mode & 0o077) !== 0) open.push(`${path.relative(dir, file) || '.'} is ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(file)) visit(path.join(file, name));
  };
  visit(dir);
  return open;
}

/** The hrefs of a page's links, and how many elements carry each id. */
function linksOf(html: string): { hrefs: string[]; ids: Map<string, number> } {
  const hrefs: string[] = [];
  const ids = new Map<string, number>();
  const parser = new Parser({
    onopentag(name, attribs) {
      if (attribs.id) ids.set(attribs.id, (ids.get(attribs.id) ?? 0) + 1);
      if (name === 'a' && attribs.href !== undefined) hrefs.push(attribs.href);
    },
  });
  parser.write(html);
  parser.end();
  return { hrefs, ids };
}

// Characters that act on a terminal or reorder what it shows: C0 (but line feed), DEL and C1, bidi overrides and isolates.
// eslint-disable-next-line no-control-regex
const TERMINAL_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/** The built site's server rules, and what they and its home page say of the lead service and the locale. */
interface BuiltSite {
  rules: string;
  leadsUrl: URL;
  locale: string;
}

/** What the checks share: the servers running, the lead service's settings, and each check's result. */
interface Probe {
  rules: string;
  work: string;
  leadsDir: string;
  leadsEnv: NodeJS.ProcessEnv;
  leadsUrl: URL;
  /** Every process started, in order, so they stop in the reverse order. */
  children: ChildProcess[];
  crm: Recorder;
  /** The third-party script the build proxies, if any, and its host's recorder. */
  proxied: string | undefined;
  tagManager: Recorder | null;
  /** The lead service running now: check 3 restarts it. */
  leads: { child: ChildProcess; output: () => string };
  results: Result[];
}

async function main(): Promise<void> {
  const site = readBuiltSite();
  const probe = await startServers(site);
  try {
    await checkRefusedBytesLoseNoLead(probe);
    await checkProxyForwardsNothingPrivate(probe);
    await checkLeadFolderPrivate(probe);
    await checkErrorPageLinksOnlyToSite(probe);
    await checkOpsListPrintsNoControl(probe);
    await checkRedirectsCarrySecurityHeaders(probe);
  } finally {
    await stopServers(probe);
  }
  exitWithSummary(probe.results);
}

/** Decides, from the build's own files, where the lead service listens and which locale the site is; exits without a build. */
function readBuiltSite(): BuiltSite {
  if (!fs.existsSync(path.join(siteDir, 'index.html')) || !fs.existsSync(rulesFile)) {
    console.error(`No built site in ${siteDir} with its server rules: run "npm run build" first.`);
    process.exit(1);
  }
  const rules = fs.readFileSync(rulesFile, 'utf8');
  const leadsUrl = new URL(rules.match(/location = \/api\/leads \{[^}]*?proxy_pass (\S+);/)?.[1] ?? 'http://127.0.0.1:9400');
  const lang = fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8').match(/<html[^>]*\blang="([^"]+)"/)?.[1];
  const locale = LOCALES.find((l) => HTML_LANG[l] === lang) ?? DEFAULT_LOCALE;
  return { rules, leadsUrl, locale };
}

/** Starts, in a fresh work folder, the CRM and tag manager recorders, the lead service and nginx over the build. */
async function startServers({ rules, leadsUrl, locale }: BuiltSite): Promise<Probe> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-hardening-'));
  const leadsDir = path.join(work, 'leads');
  const children: ChildProcess[] = [];
  const crm = await recorder('127.0.0.1', 0, () => [200, 'application/json', '{}']);

  // As an operator left it: the folder and a token written earlier under umask 022.
  fs.mkdirSync(leadsDir, { mode: 0o755 });
  fs.chmodSync(leadsDir, 0o755);
  fs.writeFileSync(path.join(leadsDir, 'ops.token'), 'left-by-an-earlier-version\n', { mode: 0o644 });
  fs.chmodSync(path.join(leadsDir, 'ops.token'), 0o644);
  const leadsEnv = {
    ...process.env,
    LEADS_DIR: leadsDir,
    LEADS_PORT: leadsUrl.port,
    LEADS_UPSTREAM_URL: `http://127.0.0.1:${crm.port}/leads`,
    LEADS_RETRY_BASE_MS: '200',
    LEADS_POLL_MS: '200',
    LEADS_RATE_LIMIT: '100000/60',
    LEADS_SITE_ORIGINS: `${locale}=${origin}`,
  };

  // The tag manager's host, as the build's rules name it, recording what the proxy forwards.
  const proxied = rules.match(/set \$third_party "([^"]+)";/)?.[1];
  const tagManager = proxied
    ? await recorder(new URL(proxied).hostname, Number(new URL(proxied).port || 80), () => [200, 'text/javascript', '/* gtm */'])
    : null;

  const leads = await startLeads(leadsEnv, leadsUrl, children);
  const nginx = await serveSite({ port: NGINX_PORT, siteDir, rules: rulesFile, nginxDir: path.join(work, 'nginx') });
  children.push(nginx);
  return { rules, work, leadsDir, leadsEnv, leadsUrl, children, crm, proxied, tagManager, leads, results: [] };
}

/** Starts the lead service and waits until it answers its health check. */
async function startLeads(leadsEnv: NodeJS.ProcessEnv, leadsUrl: URL, children: ChildProcess[]) {
  let output = '';
  // Under the umask most systems give a service, as `npm start` would run it.
  const child = spawn('sh', ['-c', 'umask 022 && exec node --import tsx services/leads/server.ts'], {
    cwd: root,
    env: leadsEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  children.push(child);
  await untilAnswering(child, `${leadsUrl.origin}/api/leads/health`, 'the lead service', {
    attempts: 600,
    okOnly: true,
    output: () => output,
  });
  return { child, output: () => output };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The email of every lead the CRM has received. */
const deliveredEmails = (crm: Recorder) =>
  new Set(crm.seen.map((r) => String((JSON.parse(r.body) as { lead?: { email?: string } }).lead?.email)));

/** 1. Proves that bytes the database refuses, in the attribution cookie or any field, by JSON or by form, lose no lead. */
function checkRefusedBytesLoseNoLead({ crm, results }: Probe): Promise<void> {
  return check(results, '1. bytes the database refuses, in the attribution cookie and in every field, lose no lead', async (problems) => {
    const cookies = {
      NUL: `fp-utm=${encodeURIComponent(JSON.stringify({ utm_source: '\u0000spring' }))}`,
      'unpaired surrogate': `fp-utm=${encodeURIComponent('{"utm_source":"\\ud800spring","utm_\\u0000medium":"x"}')}`,
    };
    const sent: string[] = [];
    for (const [what, cookie] of Object.entries(cookies)) {
      const fields = contact();
      const answer = await request(`${origin}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: asJson(fields),
      });
      if (answer.status !== 201) problems.push(`JSON post with a ${what} in fp-utm: ${answer.status} ${answer.body.slice(0, 120)}`);
      else sent.push(fields.email);
    }
    const hostile = {
      NUL: 'Ana\u0000Maria',
      'unpaired surrogate': 'Ana\ud800',
      'C1 control': 'Ana\u0085',
      'decomposed text': 'Jose\u0301',
    };
    for (const [what, value] of Object.entries(hostile)) {
      for (const field of ['firstName', 'companyName', 'message']) {
        const fields = contact({ [field]: value });
        const byJson = await request(`${origin}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: asJson(fields),
        });
        if (byJson.status !== 201) problems.push(`JSON post with a ${what} in ${field}: ${byJson.status} ${byJson.body.slice(0, 120)}`);
        else sent.push(fields.email);
      }
      const fields = contact({ lastName: value });
      const byForm = await request(`${origin}/api/leads`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin,
          referer: `${origin}/company/contact/`,
          cookie: cookies.NUL,
        },
        body: new URLSearchParams(fields).toString(),
      });
      if (byForm.status !== 303)
        problems.push(`form posted without JavaScript with a ${what}: ${byForm.status} ${String(byForm.headers['content-type'])}`);
      else sent.push(fields.email);
    }
    if (sent.length) {
      await until('every accepted lead delivered', () => sent.every((email) => deliveredEmails(crm).has(email))).catch((error: Error) =>
        problems.push(
          `${error.message}: ${sent.filter((email) => !deliveredEmails(crm).has(email)).length} of ${sent.length} never reached the CRM`,
        ),
      );
    }
  });
}

/** 2. Proves that the third-party script proxy passes on the visitor's User-Agent and nothing private. */
function checkProxyForwardsNothingPrivate({ proxied, tagManager, results }: Probe): Promise<void> {
  return check(
    results,
    "2. the third-party script proxy forwards none of the visitor's cookies, credentials or own headers",
    async (problems) => {
      if (!proxied || !tagManager)
        return void problems.push('the build proxies no third-party script (set GATSBY_GTM_ID and GATSBY_GTM_HOST)');
      const answer = await request(`${origin}/__third-party-proxy?url=${encodeURIComponent(proxied)}`, {
        headers: {
          cookie: 'fp-utm=%7B%7D; session=secret-session',
          authorization: 'Basic c3RhZmY6c2VjcmV0',
          referer: `${origin}/company/contact/?email=visitor@example.com`,
          'x-custom': 'private',
          'x-forwarded-for': '203.0.113.9',
          'user-agent': 'ProbeBrowser/1.0',
          accept: '*/*',
        },
      });
      if (answer.status !== 200) problems.push(`the proxy answered ${answer.status}`);
      const forwarded = tagManager.seen.at(-1);
      if (!forwarded) return void problems.push('nothing reached the tag manager');
      for (const name of ['cookie', 'authorization', 'referer', 'x-custom', 'x-forwarded-for'])
        if (forwarded.headers[name] !== undefined) problems.push(`forwarded ${name}: ${String(forwarded.headers[name])}`);
      if (forwarded.headers['user-agent'] !== 'ProbeBrowser/1.0') problems.push("the visitor's User-Agent did not reach the tag manager");
    },
  );
}

/** 3. Proves that the lead folder and its files, ops.token included, are private after a write and after a restart. */
function checkLeadFolderPrivate(probe: Probe): Promise<void> {
  return check(
    probe.results,
    '3. the lead folder and every file in it are private, ops.token included, after a write and a restart',
    async (problems) => {
      const write = async () => {
        const fields = contact();
        const answer = await request(`${origin}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: asJson(fields),
        });
        if (answer.status !== 201) problems.push(`a lead was answered ${answer.status}`);
        await until('the lead delivered', () => deliveredEmails(probe.crm).has(fields.email));
      };
      await write();
      for (const open of openModes(probe.leadsDir)) problems.push(`after a write: ${open}`);
      await stop(probe.leads.child);
      probe.leads = await startLeads(probe.leadsEnv, probe.leadsUrl, probe.children);
      await write();
      for (const open of openModes(probe.leadsDir)) problems.push(`after a restart: ${open}`);
    },
  );
}

/** 4. Proves that the error page of a form posted without JavaScript links only to the site, whatever the Referer. */
function checkErrorPageLinksOnlyToSite({ results }: Probe): Promise<void> {
  return check(
    results,
    '4. the error page of a form posted without JavaScript links only to the site, whatever the Referer',
    async (problems) => {
      const referers = [
        '//evil.example/contact/',
        '/\\evil.example/',
        '/company/contact/$&"onmouseover="alert(1)/',
        "/company/contact/$`$'",
      ];
      for (const refererPath of referers) {
        const answer = await request(`${origin}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin, referer: `${origin}${refererPath}` },
          body: new URLSearchParams({ formType: 'contact', firstName: 'Ana', email: 'not-an-address' }).toString(),
        });
        if (answer.status !== 400) {
          problems.push(`Referer ${refererPath}: answered ${answer.status}, not the error page`);
          continue;
        }
        const { hrefs, ids } = linksOf(answer.body);
        if (ids.get('form-errors-back') !== 1) problems.push(`Referer ${refererPath}: ${ids.get('form-errors-back') ?? 0} back links`);
        for (const href of hrefs) {
          const target = new URL(href, origin);
          if (target.origin !== origin || /evil|\$|onmouseover/i.test(href)) problems.push(`Referer ${refererPath}: a link to ${href}`);
        }
      }
    },
  );
}

/** 5. Proves that `leads:ops list` prints none of the terminal control or bidi override characters a lead carried. */
function checkOpsListPrintsNoControl({ leadsEnv, results }: Probe): Promise<void> {
  return check(results, '5. leads:ops list prints no control or bidirectional override character a lead carried', async (problems) => {
    const fields = contact({
      firstName: '\u202eAna\u001b]0;pwned\u0007',
      lastName: 'Probe\u001b[2K\u2066',
      companyName: 'Probe\u009b31m Imports',
    });
    const answer = await request(`${origin}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: asJson(fields),
    });
    if (answer.status !== 201) return void problems.push(`the lead was answered ${answer.status}`);
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'services/leads/cli.ts', 'list', '--email', fields.email], {
      cwd: root,
      env: leadsEnv,
      encoding: 'utf8',
      timeout: 60_000,
    });
    if (cli.status !== 0) return void problems.push(`leads:ops list exited ${cli.status}: ${cli.stderr}`);
    if (!cli.stdout.includes(fields.email)) problems.push(`the lead is not listed: ${JSON.stringify(cli.stdout)}`);
    const control = cli.stdout.match(TERMINAL_CONTROL);
    if (control) problems.push(`printed U+${control[0].codePointAt(0)?.toString(16).padStart(4, '0')}: ${JSON.stringify(cli.stdout)}`);
  });
}

/** 6. Proves that the server's redirects carry the security headers of every other answer. */
function checkRedirectsCarrySecurityHeaders({ rules, results }: Probe): Promise<void> {
  return check(results, '6. redirects carry the security headers of every other answer', async (problems) => {
    const redirect = rules.match(/location ~\* "\^([^"$\\]+)\/\?\$" \{\n\s+return 301/)?.[1];
    const paths = [...(redirect ? [redirect] : []), '/index.html'];
    if (!redirect) problems.push('the server rules have no 301 rule to try');
    for (const from of paths) {
      const answer = await request(`${origin}${from}`);
      if (answer.status !== 301) problems.push(`${from}: ${answer.status}, not 301`);
      for (const [name] of SECURITY_HEADERS) if (answer.headers[name.toLowerCase()] === undefined) problems.push(`${from}: no ${name}`);
    }
  });
}

/** Stops every process, newest first, closes the recorders and removes the work folder. */
async function stopServers({ children, crm, tagManager, work }: Probe): Promise<void> {
  for (const child of children.reverse()) await stop(child);
  await crm.close();
  await tagManager?.close();
  fs.rmSync(work, { recursive: true, force: true });
}

/** Prints the count of checks passed and failed, and exits 1 when any failed. */
function exitWithSummary(results: Result[]): void {
  const failed = results.filter((r) => r.problems.length).length;
  console.log(`\nprobe:hardening: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

void main();
