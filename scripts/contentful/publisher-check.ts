/**
 * The publisher (services/publisher) as production runs it, against the Contentful stand-in, on the Contentful
 * integration step's project copy and warm cache (the HS sample, en-US), with nginx serving the live release:
 *   1. an unsigned or tampered webhook is refused with 401 and nothing is built;
 *   2. a signed webhook makes the edited page live (the time from the webhook to live is printed), even when the
 *      Delivery API answers the first sync after it with the version before (the build that sourced it is built again);
 *   4. a burst of ten publishes makes at most two builds, and the last change is live after;
 *   3. a rollback (after 4) to the first publish's release, named, brings it back for a browser whose service worker
 *      holds the newer one;
 *   5. a SIGKILL of the publisher and its build while the build runs leaves live serving, and the restarted
 *      publisher records the publish as interrupted and publishes again, cold;
 *   6. an event published to end two minutes or so later (before step 5, whose crash and cold build fill the wait):
 *      the status names the next scheduled publish at its end, the publisher publishes then by itself (or at its
 *      restart, the end having passed while it was down), and the event's page then says it has ended;
 *   7. drafts the site changes, published: the status page and its JSON show their content checks, and none of a
 *      clean one published with them (scripts/contentful/check-drafts.ts);
 *   8. a publish that breaks a rule only our schema knows fails, live stays as it was, and the status names
 *      the entry and the field.
 * The switch itself (one rename) is tested against SIGKILL in services/publisher/releases.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { TEST_BROWSER } from '../dev/browsers';
import { chromium, type Browser } from '@playwright/test';
import { serveSite, untilAnswering } from '../dev/serve-site';
import { copyScripts } from '../dev/project-copy';
import { filesUnder } from '../../src/pipeline/files';
import type { CdaServer } from '../../tests/contentful/cda-server';
import type { SpaceImport } from '../../src/pipeline/contentful/export';
import type { ContentfulEntry } from '../../src/pipeline/contentful/entries';
import type { Publish, Trigger } from '../../services/publisher/store';
import { liveSite } from '../../services/publisher/releases';
import { REFUSED_HOST, type CheckDrafts } from './check-drafts';

interface Status {
  live: string | null;
  nextScheduled: string | null;
  waiting: Trigger[];
  publishes: Publish[];
}

export interface PublisherCheck {
  /** The integration step's project copy, built from the stand-in: its .cache and public are warm. */
  dir: string;
  server: CdaServer;
  space: SpaceImport;
  /** The build's environment (the stand-in's address and token, the HS sample). */
  env: NodeJS.ProcessEnv;
  work: string;
  /** Drafts the preview check left unpublished. */
  drafts: CheckDrafts;
}

/** What the steps share: the publisher's addresses and secrets, the page they publish, and the processes to stop. */
interface Run {
  problems: string[];
  dir: string;
  server: CdaServer;
  publisherEnv: NodeJS.ProcessEnv;
  base: string;
  hook: string;
  secret: string;
  token: string;
  logFile: string;
  publishDir: string;
  nginxPort: number;
  nginxDir: string;
  /** The glossary term the steps publish, and its page as nginx serves it. */
  entry: ContentfulEntry;
  pageUrl: string;
  publisher?: ChildProcess;
  nginx?: ChildProcess;
}

/** The first publish's release, with the digest of each of its files when it was made. */
interface FirstRelease {
  published: Publish | undefined;
  release: string;
  bytes: Map<string, string>;
}

/** The event scheduled to end while steps 5 and 6 run. */
interface ScheduledEvent {
  ends: Date;
  eventUrl: string;
}

const ENDED_TEXT = 'This event has ended.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function checkPublisher(check: PublisherCheck): Promise<string[]> {
  const run = prepare(check);
  const browser = await chromium.launch(TEST_BROWSER);
  try {
    await startPublisher(run);
    run.server.addWebhook({ name: 'publisher', url: run.hook, secret: run.secret });
    await refusesBadWebhooks(run);
    const first = await publishesSignedWebhook(run);
    await burstMakesFewBuilds(run, first);
    await rollbackReachesServiceWorker(run, browser, first);
    const event = await scheduleEventEnd(run, check.space);
    await survivesKillDuringBuild(run);
    await publishesAtEventEnd(run, event);
    await listsContentChecks(run, check.drafts);
    await brokenPublishKeepsLive(run);
  } finally {
    await browser.close();
    if (run.publisher?.pid && run.publisher.exitCode === null) {
      process.kill(-run.publisher.pid, 'SIGTERM');
      await new Promise((resolve) => run.publisher?.once('exit', resolve));
    }
    run.nginx?.kill('SIGTERM');
  }
  return run.problems;
}

/** Gives the project copy the scripts the publisher builds with, and picks its ports, secrets, log and the term to publish. */
function prepare({ dir, server, space, env, work }: PublisherCheck): Run {
  // The integration step built the copy's en-US site in the folder scripts/build-sites.sh keeps it in: the publisher's
  // builds start from it warm. The publisher builds with scripts/build-sites.sh and reads the build's log with scripts/dev.
  copyScripts(dir);
  const port = Number(process.env.PUBLISHER_TEST_PORT ?? 9521);
  const nginxPort = Number(process.env.PUBLISHER_TEST_NGINX_PORT ?? 8314);
  const secret = crypto.randomBytes(32).toString('hex');
  const token = crypto.randomBytes(16).toString('hex');
  const nginxDir = path.join(work, 'publisher-nginx');
  const publishDir = path.join(dir, '.publisher');
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(work, 'publisher.log');
  fs.rmSync(logFile, { force: true });
  const publisherEnv: NodeJS.ProcessEnv = {
    ...env,
    // What is past is decided at each build's own moment, as in production (the browser tests pin a date).
    BUILD_DATE: undefined,
    PUBLISH_DIR: publishDir,
    PUBLISH_LOCALES: 'en-US',
    PUBLISHER_PORT: String(port),
    PUBLISHER_TOKEN: token,
    CONTENTFUL_WEBHOOK_SECRET: secret,
    // nginx (scripts/serve.ts) reads the live release's rules again; before it runs there is nothing to reload.
    PUBLISH_RELOAD_COMMAND: `[ ! -f ${nginxDir}/nginx.pid ] || kill -HUP "$(cat ${nginxDir}/nginx.pid)"`,
  };
  const entry = space.entries.filter((e) => e.sys.contentType.sys.id === 'glossaryTerm')[1];
  if (!entry) throw new Error('No second glossary term to publish');
  const slug = entry.fields.slug?.['en-US'];
  if (typeof slug !== 'string') throw new Error(`${entry.sys.id} has no slug`);
  const pageUrl = `http://localhost:${nginxPort}/glossary/${slug}/`;
  return {
    problems: [],
    dir,
    server,
    publisherEnv,
    base,
    hook: `${base}/hooks/contentful`,
    secret,
    token,
    logFile,
    publishDir,
    nginxPort,
    nginxDir,
    entry,
    pageUrl,
  };
}

/** Starts the publisher as production runs it, and waits until it answers. */
async function startPublisher(run: Run): Promise<void> {
  const out = fs.openSync(run.logFile, 'a');
  // A process group of its own: step 5 kills it with its build, as a crash of the machine or the unit would.
  run.publisher = spawn(process.execPath, ['--import', 'tsx', 'services/publisher/server.ts'], {
    cwd: run.dir,
    env: run.publisherEnv,
    detached: true,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  await untilAnswering(run.publisher, `${run.base}/health`, 'the publisher', {
    okOnly: true,
    attempts: 300,
    output: () => fs.readFileSync(run.logFile, 'utf8'),
  });
}

/** The publisher's status, as its JSON gives it to the token's holder. */
async function status(run: Run): Promise<Status> {
  return (await fetch(`${run.base}/status.json`, { headers: { authorization: `Bearer ${run.token}` } })).json() as Promise<Status>;
}

/** Waits until nothing waits or builds, and returns the status then. */
async function settled(run: Run, what: string, timeoutMs = 600_000): Promise<Status> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const now = await status(run);
    if (now.waiting.length === 0 && !now.publishes.some((p) => p.state === 'building')) return now;
    if (Date.now() > until)
      throw new Error(
        `${what}: the publisher did not finish in ${timeoutMs / 1000} s:\n${fs.readFileSync(run.logFile, 'utf8').slice(-3000)}`,
      );
    await sleep(300);
  }
}

/** The published term's page as nginx serves it. */
async function liveText(run: Run): Promise<string> {
  return (await fetch(run.pageUrl)).text();
}

/** An edit that gives the term the description `text`. */
function describe(text: string): (e: ContentfulEntry) => void {
  return (e) => {
    e.fields.description = { ...e.fields.description, 'en-US': text };
  };
}

/** Every byte of a release, by digest, to compare after the builds that follow rewrite the build folder in place. */
function releaseDigests(release: string): Map<string, string> {
  return new Map(filesUnder(release).map((file) => [file, crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')]));
}

/** 1. An unsigned or tampered webhook is refused with 401, and nothing is recorded or built. */
async function refusesBadWebhooks(run: Run): Promise<void> {
  const { problems, hook, entry, secret } = run;
  const body = JSON.stringify({ sys: { id: entry.sys.id, type: 'Entry', revision: 99 } });
  const unsigned = await fetch(hook, { method: 'POST', headers: { 'x-contentful-topic': 'ContentManagement.Entry.publish' }, body });
  if (unsigned.status !== 401) problems.push(`an unsigned webhook was answered ${unsigned.status}, not 401`);
  const { signRequest } = await import('@contentful/node-apps-toolkit');
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
  };
  const signature = signRequest(secret, { method: 'POST', path: '/hooks/contentful', headers, body });
  const tampered = await fetch(hook, { method: 'POST', headers: { ...headers, ...signature }, body: body.replace('99', '100') });
  if (tampered.status !== 401) problems.push(`a tampered webhook was answered ${tampered.status}, not 401`);
  const quiet = await status(run);
  if (quiet.waiting.length + quiet.publishes.length > 0) problems.push('a refused webhook was recorded or built');
}

/**
 * 2. A signed webhook makes the page live, though delivery answers the first sync after it with the state before;
 * nginx serves the live release from then on.
 */
async function publishesSignedWebhook(run: Run): Promise<FirstRelease> {
  const { problems, server, entry, publishDir, pageUrl } = run;
  server.lagNextSyncs(1);
  const sent = Date.now();
  await server.update(entry.sys.id, describe('Published through the publisher: signed webhook, warm build, atomic switch.'));
  const first = await settled(run, 'the first publish');
  const firstLive = Date.now();
  const resynced = fs.readFileSync(run.logFile, 'utf8').includes('the build sourced older versions than were published');
  if (!resynced) problems.push('the build that sourced the version before the publish was not built again (or delivery did not lag)');
  const [published] = first.publishes;
  const release = path.join(publishDir, 'releases', published?.releaseId ?? '');
  const bytes = releaseDigests(release);
  if (published?.state !== 'live') problems.push(`the first publish ended ${published?.state ?? 'nowhere'}: ${published?.error ?? ''}`);
  run.nginx = await serveSite({
    port: run.nginxPort,
    ...liveSite(publishDir, 'en-US'),
    nginxDir: run.nginxDir,
  });
  if (!(await liveText(run)).includes('Published through the publisher')) problems.push(`${pageUrl} does not show the published change`);
  console.log(
    `publisher: webhook to live ${((firstLive - sent) / 1000).toFixed(1)} s with delivery one sync behind (builds ` +
      `${published?.sites[0]?.seconds.toFixed(1) ?? '?'} s, ${published?.sites[0]?.pagesWritten ?? '?'} pages written; built again: ${resynced})`,
  );
  return { published, release, bytes };
}

/** 4. A burst of ten publishes makes at most two builds, the last change is live, and the first release is untouched. */
async function burstMakesFewBuilds(run: Run, first: FirstRelease): Promise<void> {
  const { problems, server, entry } = run;
  const before = (await status(run)).publishes.length;
  for (let i = 1; i <= 10; i += 1) await server.update(entry.sys.id, describe(`Burst publish ${i} of 10.`));
  const burst = await settled(run, 'the burst');
  const builds = burst.publishes.length - before;
  if (builds > 2) problems.push(`a burst of ten publishes made ${builds} builds`);
  if (!(await liveText(run)).includes('Burst publish 10 of 10.')) problems.push('the last change of the burst is not live');
  const bytesNow = releaseDigests(first.release);
  const altered = [...first.bytes]
    .filter(([file, digest]) => bytesNow.get(file) !== digest)
    .map(([file]) => path.relative(first.release, file));
  if (altered.length) problems.push(`builds after the first release changed its files: ${altered.slice(0, 5).join(', ')}`);
  console.log(
    `publisher: the first release's ${first.bytes.size} files are byte for byte as made after ${builds} more builds rewrote the build folder`,
  );
  const delivered = server.webhooksSent.slice(-10).filter((w) => w.status === 202).length;
  console.log(`publisher: a burst of 10 webhooks (${delivered} answered 202) made ${builds} build(s)`);
}

/**
 * 3. Rollback from the burst's last release to the first publish's, named (the burst's builds may all show its last
 * change), for a browser whose service worker holds the burst's.
 */
async function rollbackReachesServiceWorker(run: Run, browser: Browser, first: FirstRelease): Promise<void> {
  const { problems, pageUrl } = run;
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(pageUrl);
  await tab.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await tab.reload();
  const controlled = await tab.evaluate(() => navigator.serviceWorker.controller !== null);
  const rollback = await fetch(`${run.base}/rollback`, {
    method: 'POST',
    headers: { authorization: `Bearer ${run.token}` },
    body: JSON.stringify({ to: first.published?.releaseId }),
  });
  if (!rollback.ok) problems.push(`the rollback was answered ${rollback.status}: ${await rollback.text()}`);
  await tab.reload();
  const shown = await tab
    .getByText('Published through the publisher')
    .first()
    .waitFor({ timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
  if (!shown)
    problems.push(`after a rollback, a browser ${controlled ? 'with' : 'without'} a service worker still shows the newer release`);
  if (!(await liveText(run)).includes('Published through the publisher'))
    problems.push('after a rollback, nginx does not serve the release asked for');
  console.log(`publisher: rollback shown to a browser whose service worker controls the page: ${controlled && shown}`);
  await context.close();
}

/**
 * 6, first half. An event that ends two minutes or so from now: once it is published, the publisher publishes again by
 * itself when it ends, and its page then says it has ended. Published before step 5, whose crash and cold build take
 * that long: the end comes while they run (to the publisher before its kill, or at its restart, when it is overdue),
 * rather than the check waiting for it.
 */
async function scheduleEventEnd(run: Run, space: SpaceImport): Promise<ScheduledEvent> {
  const { problems, server } = run;
  const event = space.entries.find((e) => e.sys.contentType.sys.id === 'event');
  if (!event) throw new Error('No event to schedule');
  const eventUrl = `http://localhost:${run.nginxPort}/events/${String(event.fields.slug?.['en-US'])}/`;
  const ends = new Date(Math.ceil((Date.now() + 100_000) / 60_000) * 60_000);
  const starts = new Date(ends.getTime() - 3_600_000);
  const day = (at: Date) => at.toISOString().slice(0, 10);
  const time = (at: Date) => at.toISOString().slice(11, 16);
  await server.update(event.sys.id, (e) => {
    e.fields.date = { 'en-US': day(starts) };
    e.fields.endDate = { 'en-US': day(ends) };
    e.fields.startTime = { 'en-US': time(starts) };
    e.fields.endTime = { 'en-US': time(ends) };
    e.fields.timeZone = { 'en-US': 'Etc/UTC' };
    delete e.fields.registration;
  });
  const beforeEnd = await settled(run, 'the publish of the event');
  if (beforeEnd.nextScheduled !== ends.toISOString())
    problems.push(
      `after publishing an event that ends at ${ends.toISOString()}, the next scheduled publish is ${beforeEnd.nextScheduled ?? 'none'}`,
    );
  if ((await (await fetch(eventUrl)).text()).includes(ENDED_TEXT)) problems.push(`${eventUrl} says the event has ended before it has`);
  return { ends, eventUrl };
}

/**
 * 5. A SIGKILL of the publisher and its build while the build runs leaves live serving, and the restarted publisher
 * records the publish as interrupted and publishes again, cold.
 */
async function survivesKillDuringBuild(run: Run): Promise<void> {
  const { problems, server, entry, publishDir, pageUrl } = run;
  const liveBeforeKill = (await status(run)).live;
  const stagingLog = path.join(publishDir, 'staging', 'en-US.log');
  // The last build's log goes first, so that what is watched is this build's.
  fs.rmSync(stagingLog, { force: true });
  await server.update(entry.sys.id, describe('Published after a crash.'));
  const until = Date.now() + 300_000;
  while (!(fs.existsSync(stagingLog) && fs.readFileSync(stagingLog, 'utf8').includes('Building HTML renderer'))) {
    if (Date.now() > until) throw new Error('the build did not reach its HTML renderer');
    await sleep(50);
  }
  if (run.publisher?.pid) process.kill(-run.publisher.pid, 'SIGKILL');
  await new Promise((resolve) => run.publisher?.once('exit', resolve));
  const afterKill = await fetch(pageUrl);
  const liveAfterKill = fs.readlinkSync(path.join(publishDir, 'live')).replace(/^releases\//, '');
  if (!afterKill.ok || liveAfterKill !== liveBeforeKill)
    problems.push(
      `after a SIGKILL during the build, live is ${liveAfterKill} (was ${liveBeforeKill ?? 'none'}) and answers ${afterKill.status}`,
    );
  await startPublisher(run);
  const resumed = await settled(run, 'the publish after the crash');
  const again = resumed.publishes.find((publish) => publish.triggers.some((t) => t.action === 'resume'));
  const interrupted = resumed.publishes.find((publish) => publish.id < (again?.id ?? 0) && publish.kind === 'publish');
  if (interrupted?.state !== 'interrupted') problems.push(`the killed publish is recorded as ${interrupted?.state ?? 'nothing'}`);
  if (again?.state !== 'live' || !again.coldReason)
    problems.push(`the publish after the crash ended ${again?.state ?? 'nowhere'}, cold: ${again?.coldReason ?? 'no'}`);
  if (!(await liveText(run)).includes('Published after a crash.'))
    problems.push('the change published when the publisher was killed is not live after its restart');
  console.log(
    `publisher: killed during the build; live kept; after the restart a cold build (${again?.sites[0]?.seconds.toFixed(1) ?? '?'} s) made it live`,
  );
}

/**
 * 6, second half. The publisher publishes by itself at the event's end (or at its restart, the end having passed while
 * it was down), and the event's page then says it has ended.
 */
async function publishesAtEventEnd(run: Run, { ends, eventUrl }: ScheduledEvent): Promise<void> {
  const { problems } = run;
  const isScheduled = (publish: Publish) => publish.triggers.some((t) => t.source === 'publisher' && t.action === 'scheduled');
  while (Date.now() < ends.getTime() + 1000 || !(await status(run)).publishes.some(isScheduled)) {
    if (Date.now() > ends.getTime() + 120_000) break;
    await sleep(500);
  }
  const afterEnd = await settled(run, 'the scheduled publish');
  const scheduled = afterEnd.publishes.find(isScheduled);
  // By itself: asked for by nobody but the publisher (at its restart, the end may have come with the resumed publish).
  const byItself = scheduled?.triggers.every((t) => t.source === 'publisher');
  if (scheduled?.state !== 'live' || !byItself)
    problems.push(`no scheduled publish went live after the event's end: ${JSON.stringify(scheduled?.triggers)} ${scheduled?.state ?? ''}`);
  if (!(await (await fetch(eventUrl)).text()).includes(ENDED_TEXT))
    problems.push(`after the scheduled publish, ${eventUrl} does not say the event has ended`);
  console.log(
    `publisher: (6, after 5) an event ending at ${ends.toISOString()} was published with the next publish scheduled then; ` +
      `a publish of its own started ${((Date.parse(scheduled?.startedAt ?? '') - ends.getTime()) / 1000).toFixed(1)} s after the end ` +
      `and the page says the event has ended`,
  );
}

/**
 * 7. Content checks: the embed, the term that embeds it and links to a draft, and a clean term, published at once;
 * the status page and its JSON show the checked draft's checks, and none of the clean one's.
 */
async function listsContentChecks(run: Run, drafts: CheckDrafts): Promise<void> {
  const { problems, server } = run;
  for (const draft of [drafts.embed, drafts.checked, drafts.clean]) await server.publishDraft(draft.sys.id);
  const checkedStatus = await settled(run, 'the publish of drafts with content checks');
  const [withChecks] = checkedStatus.publishes;
  const checkedKinds = (withChecks?.checks ?? []).filter((c) => c.source.includes(drafts.checked.sys.id)).map((c) => c.kind);
  if (withChecks?.state !== 'live' || !drafts.expected.every((kind) => checkedKinds.includes(kind)))
    problems.push(
      `the publish of the checked draft ended ${withChecks?.state ?? 'nowhere'} with checks ${checkedKinds.join(', ') || 'none'}`,
    );
  const cleanChecks = (withChecks?.checks ?? []).filter((c) => c.source.includes(drafts.clean.sys.id));
  if (cleanChecks.length) problems.push(`the clean draft's publish lists checks: ${cleanChecks.map((c) => c.message).join('; ')}`);
  const checksPage = await (await fetch(`${run.base}/status?token=${run.token}`)).text();
  for (const said of [
    `The embed from ${REFUSED_HOST} was removed`,
    'is left out: that entry is not published',
    'An image has no alternative text',
  ])
    if (!checksPage.includes(said)) problems.push(`the status page does not say “${said}”`);
  console.log(
    `publisher: a publish of drafts the site changes listed ${withChecks?.checks.length ?? 0} content checks (${checkedKinds.join(', ')}) on the status page`,
  );
}

/**
 * 8. A broken publish: HS codes that are no HS codes (Contentful takes any text; our schema does not) fail, live stays
 * as it was, and the status names the entry and the field. Last, since the build after a failed one starts cold, as
 * after a crash.
 */
async function brokenPublishKeepsLive(run: Run): Promise<void> {
  const { problems, server, entry } = run;
  const liveBefore = (await status(run)).live;
  await server.update(entry.sys.id, (e) => {
    e.fields.hsCodes = { ...e.fields.hsCodes, 'en-US': ['12345'] };
  });
  const broken = await settled(run, 'the broken publish');
  const [failed] = broken.publishes;
  const named = failed?.problems.find((p) => p.entry.includes(entry.sys.id) && p.field.startsWith('hsCodes'));
  if (failed?.state !== 'failed' || !named)
    problems.push(`the broken publish ended ${failed?.state ?? 'nowhere'} with problems ${JSON.stringify(failed?.problems)}`);
  if (broken.live !== liveBefore) problems.push(`a failed publish changed live from ${liveBefore ?? 'none'} to ${broken.live ?? 'none'}`);
  if (!(await liveText(run)).includes('Published after a crash.')) problems.push('after a failed publish the live page changed');
  const page = await (await fetch(`${run.base}/status?token=${run.token}`)).text();
  if (!page.includes(entry.sys.id) || !page.includes('hsCodes')) problems.push('the status page does not name the broken entry and field');
  console.log(
    `publisher: a broken publish failed naming ${named ? `${named.entry}, ${named.field}: ${named.reason}` : 'nothing'}; live kept`,
  );
}
