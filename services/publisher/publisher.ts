/**
 * The publisher's work, apart from HTTP: triggers in, one build at a time, each good build made a release and
 * switched live, a failed one recorded with its problems while live stays as it was. A trigger that arrives
 * during a build waits, and the next build takes every waiting trigger (store.ts). A rollback waits for the build
 * under way, so that build cannot switch live again behind it.
 *
 * A failure at any step before live switches (the build, copying the release, shipping it, the switch itself) fails
 * the publish with live as it was, and says why; a full disk says so first, in the editor's words, since only
 * freeing space on the build host lets the next publish through, not editing the content again. A reload of the web
 * server that fails after the switch cannot put live back as it was: the publish (or rollback) is recorded live with
 * the failure, shown as such, and the editors are told.
 *
 * What is live can change with no edit: an event or webinar ends, a job posting closes. The build says when
 * (src/pipeline/build-reports.ts), and the publisher publishes at that instant by itself, or at its next start when
 * it was down then; editors see the next one on the status page. No cron line is needed. One that fails is tried
 * again, a minute later, then after twice as long each time, at most half an hour apart, until one goes live. While
 * a rollback is live they pause (a build of today's content would undo it) until the next publish; the status page
 * says so, and when the release rolled back to goes out of date.
 *
 * A stop in the middle (a crash, SIGKILL, the machine going down) leaves the publish 'building': the next start
 * records it as interrupted, removes the half-made release, builds again from cold (Gatsby's cache may be half
 * written, and says so in the record) and keeps live as it was until then.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { buildSites, type BuildOutcome, type ExpectedVersion } from './build';
import {
  liveRelease,
  makeRelease,
  prepareNext,
  previousRelease,
  pruneReleases,
  removeIncomplete,
  switchLive,
  type MadeRelease,
} from './releases';
import type { Problem, Publish, PublishStore, SiteResult, Trigger } from './store';
import type { ContentCheck } from '../../src/shared/content/checks';
import { contentfulSource } from '../../src/pipeline/sources/contentful';

/** Time as the publisher's schedule reads it: the system's, or one a test or a check moves by hand (manualClock). */
export interface Clock {
  now(): number;
  /** Calls `callback` once, `ms` from now; what it returns cancels that. */
  setTimer(ms: number, callback: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer: (ms, callback) => {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};

export interface ManualClock extends Clock {
  /** Moves time on by `ms`, calling the timers that come due on the way, earliest first. */
  advance(ms: number): void;
  /** When the earliest timer set is due, or null when none is. */
  nextTimer(): number | null;
}

/** A clock that moves only when told: scheduled publishes, and their retries, without waiting for them. */
export function manualClock(start: number): ManualClock {
  let now = start;
  let made = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const earliest = () => [...timers].sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
  return {
    now: () => now,
    setTimer: (ms, callback) => {
      made += 1;
      const id = made;
      timers.set(id, { at: now + Math.max(0, ms), callback });
      return () => void timers.delete(id);
    },
    advance: (ms) => {
      const end = now + ms;
      for (let next = earliest(); next && next[1].at <= end; next = earliest()) {
        timers.delete(next[0]);
        now = next[1].at;
        next[1].callback();
      }
      now = end;
    },
    nextTimer: () => earliest()?.[1].at ?? null,
  };
}

export interface PublisherSettings {
  root: string;
  /** Releases, the live link and (with PGlite) the database. */
  dir: string;
  locales: string[];
  /** Complete releases kept besides live and the one before it. */
  keep: number;
  /** A shell command that makes the web server read the live release's rules (nginx -s reload), or null. */
  reloadCommand: string | null;
  /**
   * A shell command run before live switches, to copy the new release to other web servers (and switch them), or
   * null; a failure fails the publish and live stays. Both commands see PUBLISH_RELEASE, PUBLISH_RELEASE_DIR and
   * PUBLISH_PREVIOUS (the release live before, or empty).
   */
  shipCommand?: string | null;
  /** A Slack-compatible incoming webhook told of each failed publish, or null. */
  notifyUrl: string | null;
  /** Extra environment for the builds. */
  buildEnv: NodeJS.ProcessEnv;
  log: (line: string) => void;
  /** How the sites are built: build.ts's, but for tests of the loop alone. */
  build?: typeof buildSites;
  /** When scheduled publishes are due; the system's time unless given. */
  clock?: Clock;
}

export interface Publisher {
  /** Something was recorded that a build should take. */
  wake(): void;
  /** Switches live to `to` (default: the release before live); resolves with the record. */
  rollback(to?: string): Promise<Publish>;
  /** Ends the loop after the build under way. */
  stop(): Promise<void>;
  /** Resolves when no build is under way and none waits (tests, `npm run publish -- --wait`). */
  idle(): Promise<void>;
  /** Whether nothing runs now: no build, no rollback, and no clean-up after a switch (old releases removed). */
  isIdle(): boolean;
  live(): string | null;
}

interface ReleaseEnv {
  release: string;
  dir: string;
  previous: string | null;
}

function runShell(command: string, release: ReleaseEnv): Promise<void> {
  const env = {
    ...process.env,
    PUBLISH_RELEASE: release.release,
    PUBLISH_RELEASE_DIR: release.dir,
    PUBLISH_PREVIOUS: release.previous ?? '',
  };
  return new Promise((resolve, reject) => {
    execFile('sh', ['-c', command], { env }, (error, _stdout, stderr) =>
      error ? reject(new Error(`${command}: ${stderr || error.message}`)) : resolve(),
    );
  });
}

/**
 * The checks of the entries a publish took: those of the Contentful entries its webhooks named, in every locale and
 * site; every entry's when it also publishes files or was started by the publisher (a commit or a schedule can change
 * any entry).
 */
export function checksOfPublish(triggers: ReadonlyArray<Trigger>, checks: ReadonlyArray<ContentCheck>): ContentCheck[] {
  if (triggers.some((trigger) => trigger.source !== 'contentful' || trigger.entityId === null)) return [...checks];
  const entries = new Set(triggers.map((trigger) => trigger.entityId));
  return checks.filter((check) => entries.has(contentfulSource(check.source)?.entryId ?? null));
}

async function notify(url: string, text: string): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
  if (!response.ok) throw new Error(`the notification webhook answered ${response.status}`);
}

/** What programs say when the disk is full: Node's code, and the C library's words (shell tools, Postgres, Gatsby's children). */
const DISK_FULL = /\bENOSPC\b|no space left on device/i;

/**
 * Why a publish failed, as recorded, shown on the status page and sent in the notification: `error` as it is,
 * unless it says the disk filled, when a first line says so in the editor's words.
 */
export function failureText(step: string, error: string): string {
  if (!DISK_FULL.test(error)) return error;
  return `The build host's disk is full: ${step} ran out of space. Live is unchanged. Free space on the build host (old releases, build caches), then publish again.\n${error}`;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Why a publish or rollback whose reload failed is not quite what it seems, as recorded and shown: live has moved
 * (nginx follows the link per request), but nginx reads the rules it includes only when it reloads.
 */
export function reloadFailureText(live: string, error: string): string {
  return `Live is ${live}, but the web server was not reloaded: it serves ${live}'s pages with the server rules (redirects, headers) of the release live before, until it reloads.\n${error}`;
}

/** The versions Contentful's webhooks said were published, which the build must have sourced. */
export function expectedVersions(triggers: readonly Trigger[]): ExpectedVersion[] {
  return triggers.flatMap((trigger) => {
    const action = /^(?:Entry|Asset)\.(publish|unpublish|delete)$/.exec(trigger.action)?.[1];
    if (trigger.source !== 'contentful' || !action || !trigger.entityId || trigger.version === null) return [];
    return [{ id: trigger.entityId, action: action as ExpectedVersion['action'], version: trigger.version }];
  });
}

/** The wait before trying a scheduled publish again, after a minute, doubling, at most half an hour apart. */
export const SCHEDULED_RETRY = { firstMs: 60_000, maxMs: 30 * 60_000 };

/** How long after its `failures`th failed try a scheduled publish is tried again. */
export function scheduledRetryDelay(failures: number): number {
  return Math.min(SCHEDULED_RETRY.firstMs * 2 ** Math.max(0, failures - 1), SCHEDULED_RETRY.maxMs);
}

/** Starts the loop: an interrupted publish left by an earlier process is recorded first, and built again cold. */
export async function startPublisher(store: PublishStore, settings: PublisherSettings): Promise<Publisher> {
  const coldReason = await recoverInterrupted(store, settings);
  const publisher = new PublishLoop(store, settings, coldReason);
  await publisher.schedule();
  publisher.start();
  return publisher;
}

/**
 * Records what an earlier process left unfinished, removes the releases it left half made, and asks again for the
 * publishes it interrupted; returns why the next build must start cold, or null.
 */
async function recoverInterrupted(store: PublishStore, { dir, log }: PublisherSettings): Promise<string | null> {
  const releasesRemoved = removeIncomplete(dir);
  if (releasesRemoved.length > 0) log(`removed ${releasesRemoved.length} release(s) a stopped publish left half made`);
  const unfinished = await store.interruptUnfinished();
  // A rollback builds nothing, and what it put back is live or not by the live link alone: publishing today's content
  // again for it would undo the rollback an editor asked for.
  const interrupted = unfinished.filter((publish) => publish.kind === 'publish').map((publish) => publish.id);
  for (const rollback of unfinished.filter((publish) => publish.kind === 'rollback'))
    log(`rollback ${rollback.id} was interrupted: live is what the live link names; roll back again if it is not the release asked for`);
  if (interrupted.length === 0) return null;
  // What those publishes were to put live is published again, without waiting for the next edit.
  await store.addTrigger({ key: `resume:${interrupted.join(',')}`, source: 'publisher', action: 'resume' });
  return `the publisher stopped during publish ${interrupted.join(', ')}: Gatsby's cache may be half written`;
}

/** What a failed publish had: the sites built so far, the build's problems and checks, and the error. */
interface Failure {
  sites: SiteResult[];
  problems?: Problem[];
  error: string;
  checks?: ContentCheck[];
}

/**
 * The loop: one publish, rollback or scheduled check at a time (serially), a publish whenever a trigger waits,
 * asleep until woken when none does.
 */
class PublishLoop implements Publisher {
  private readonly log: (line: string) => void;
  private readonly clock: Clock;
  private stopping = false;
  // Set by wake(): a wake that comes while a build runs, or before the loop waits, is not lost.
  private woken = false;
  // The loop found nothing waiting and sleeps until the next wake.
  private asleep = false;
  private wakeUp: (() => void) | null = null;
  private running: Promise<void> = Promise.resolve();
  private readonly idleWaiters: Array<() => void> = [];
  // Work given to serially() and not yet ended, and the promise the next work waits for.
  private tasks = 0;
  private busy: Promise<void> = Promise.resolve();
  private cancelTimer = (): void => undefined;
  // When the overdue instant `at` may be tried again. Kept in memory: a start tries an overdue instant at once.
  private retry: { at: string; notBefore: number } | null = null;
  // What follows a release going live (old releases removed, the next release's tree prepared): it runs while the
  // next build does, and whatever touches releases waits for it.
  private tidying: Promise<void> = Promise.resolve();
  private tidyingNow = false;

  constructor(
    private readonly store: PublishStore,
    private readonly settings: PublisherSettings,
    private coldReason: string | null,
  ) {
    this.log = settings.log;
    this.clock = settings.clock ?? systemClock;
  }

  start(): void {
    this.running = this.loop();
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      this.woken = false;
      let worked = false;
      try {
        worked = await this.serially(() => this.publishOnce());
      } catch (error) {
        this.log(`publish loop: ${error instanceof Error ? error.stack : String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        continue;
      }
      if (worked || this.woken) continue;
      this.asleep = true;
      for (const resolve of this.idleWaiters.splice(0)) resolve();
      await new Promise<void>((resolve) => {
        this.wakeUp = resolve;
        if (this.woken || this.stopping) resolve();
      });
      this.asleep = false;
      this.wakeUp = null;
    }
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    this.tasks += 1;
    const result = this.busy.then(work);
    const ended = () => {
      this.tasks -= 1;
    };
    this.busy = result.then(ended, ended);
    return result;
  }

  /** Takes every waiting trigger into one publish and builds it; false when none waited. */
  private async publishOnce(): Promise<boolean> {
    const { store, settings, log } = this;
    const publish = await store.startPublish(this.coldReason);
    if (!publish) return false;
    const reason = this.coldReason;
    this.coldReason = null;
    const previous = liveRelease(settings.dir);
    await store.setPrevious(publish.id, previous);
    log(`publish ${publish.id}: ${publish.triggers.length} trigger(s)${reason ? `, cold: ${reason}` : ''}`);
    let outcome: BuildOutcome;
    try {
      outcome = await (settings.build ?? buildSites)({
        root: settings.root,
        locales: settings.locales,
        staging: path.join(settings.dir, 'staging'),
        coldReason: reason,
        env: settings.buildEnv,
        log: (line) => log(`publish ${publish.id}: ${line}`),
        expected: expectedVersions(publish.triggers),
      });
    } catch (error) {
      return this.fail(publish, previous, { sites: [], error: failureText('the build', `the build failed: ${messageOf(error)}`) });
    }
    if (!outcome.ok)
      return this.fail(publish, previous, { ...outcome, error: failureText('the build', outcome.error ?? 'the build failed') });
    return this.goLive(publish, previous, outcome);
  }

  /** Makes the build a release, ships it and switches live to it; a failure on the way fails the publish. */
  private async goLive(publish: Publish, previous: string | null, outcome: BuildOutcome): Promise<boolean> {
    const { store, settings, log } = this;
    let step = 'copying the new release';
    let releaseEnv: ReleaseEnv;
    let release: MadeRelease;
    try {
      await this.tidying;
      release = await makeRelease(settings.dir, outcome.inputs, { publishId: publish.id });
      releaseEnv = { release: release.id, dir: path.join(settings.dir, 'releases', release.id), previous };
      if (settings.shipCommand) {
        step = 'shipping the release';
        await runShell(settings.shipCommand, releaseEnv);
      }
      step = 'switching live to the new release';
      switchLive(settings.dir, release.id);
    } catch (error) {
      return this.fail(publish, previous, {
        sites: outcome.sites,
        error: failureText(step, `${step} failed: ${messageOf(error)}`),
        checks: outcome.checks,
      });
    }
    // Live has moved whatever the reload does: the publish is recorded live, with the failure, never left building.
    const reloadError = await this.reload(releaseEnv);
    await store.finishPublish(publish.id, {
      state: 'live',
      sites: outcome.sites,
      releaseId: release.id,
      nextChange: outcome.nextChange ?? null,
      checks: checksOfPublish(publish.triggers, outcome.checks),
      error: reloadError && reloadFailureText(release.id, reloadError),
    });
    if (reloadError) await this.tell(`Publish ${publish.id} is live as ${release.id}, but the web server's reload failed: ${reloadError}`);
    await this.schedule();
    log(
      `publish ${publish.id}: live as ${release.id} (${release.linked} files shared with the previous release, ${release.copied} copied; ` +
        `release made in ${release.ms} ms)`,
    );
    this.tidying = this.tidy(publish.id);
    return true;
  }

  /** Removes the releases no longer kept and prepares the next release's tree; a failure is logged, never thrown. */
  private async tidy(publishId: number): Promise<void> {
    const { settings, log } = this;
    this.tidyingNow = true;
    try {
      const pruned = await pruneReleases(settings.dir, settings.keep);
      if (pruned.length > 0) log(`publish ${publishId}: ${pruned.length} old release(s) removed`);
      const prepared = await prepareNext(settings.dir);
      if (prepared) log(`publish ${publishId}: the next release's tree prepared from ${prepared.base} in ${prepared.ms} ms`);
    } catch (error) {
      log(`publish ${publishId}: tidying the releases failed: ${messageOf(error)}`);
    } finally {
      this.tidyingNow = false;
    }
  }

  /** Records a failed publish with live as it was, tells the editors, and schedules what is still due. */
  private async fail(publish: Publish, previous: string | null, failure: Failure): Promise<boolean> {
    const { store, log } = this;
    const problems = failure.problems ?? [];
    const checks = checksOfPublish(publish.triggers, failure.checks ?? []);
    // A check that breaks the publish is among the build's problems too; named once, as such.
    const breaking = new Set(checks.filter((c) => c.severity === 'breaks-publish').map((c) => `${c.source}\0${c.field}\0${c.message}`));
    const summary = problems.length
      ? problems
          .map(
            (p) =>
              `${breaking.has(`${p.entry}\0${p.field}\0${p.reason}`) ? 'would break the publish: ' : ''}${p.entry}: ${p.field}: ${p.reason}`,
          )
          .join('; ')
      : (failure.error.split('\n')[0] ?? 'the build failed');
    log(`publish ${publish.id}: failed, live stays ${previous ?? 'empty'}: ${summary}`);
    // Recorded and told apart: when the disk that filled also holds the publisher's database, the record may
    // fail, and the editors are still told.
    const recorded = store
      .finishPublish(publish.id, { state: 'failed', sites: failure.sites, problems, error: failure.error, checks })
      .catch((error: unknown) => log(`publish ${publish.id}: the failure could not be recorded: ${messageOf(error)}`));
    await this.tell(`Publish ${publish.id} failed: ${summary}`);
    await recorded;
    // Live is as it was: what was due is still due, and a scheduled publish this was is tried again.
    await this.schedule(publish).catch((error: unknown) => log(`schedule: ${messageOf(error)}`));
    return true;
  }

  /** Runs the reload command after a switch; what it said when it failed, else null. */
  private async reload(release: ReleaseEnv): Promise<string | null> {
    if (!this.settings.reloadCommand) return null;
    try {
      await runShell(this.settings.reloadCommand, release);
      return null;
    } catch (error) {
      this.log(`live is ${release.release}, but the web server's reload failed: ${messageOf(error)}`);
      return messageOf(error);
    }
  }

  private async tell(text: string): Promise<void> {
    if (this.settings.notifyUrl)
      await notify(this.settings.notifyUrl, text).catch((error: unknown) => this.log(`notification not sent: ${String(error)}`));
  }

  /*
   * What is live changes with no edit at the instant its last publish said (an event ends, a job closes): a publish
   * is asked for then, and at start when that instant passed while the publisher was down. Until one goes live, the
   * instant stays due: a scheduled publish that fails is tried again after a wait that grows (scheduledRetryDelay),
   * and at the next start at once. Run with the builds and rollbacks, one at a time (serially), never in the middle
   * of one: a rollback then finds every scheduled trigger there will be before it, and sets it aside.
   */

  private arm(due: number): void {
    // A schedule that read the store before stop() must not leave a timer behind it.
    if (this.stopping) return;
    // A timer waits at most about 24 days; a longer wait is taken in steps.
    this.cancelTimer = this.clock.setTimer(
      Math.min(Math.max(0, due - this.clock.now()), 2 ** 31 - 1),
      () => void this.serially(() => this.schedule()).catch((error: unknown) => this.log(`schedule: ${messageOf(error)}`)),
    );
  }

  /** Sets the timer of the next scheduled instant, or asks for its publish when it is due. `failed`: the publish that has just failed, when one has. */
  async schedule(failed?: Publish): Promise<void> {
    const { store, clock } = this;
    this.cancelTimer();
    const at = await store.nextScheduled();
    if (at === null || this.stopping) {
      this.retry = null;
      return;
    }
    const due = Date.parse(at);
    if (due > clock.now()) {
      this.retry = null;
      this.arm(due);
      return;
    }
    const asked = await store.scheduledAttempts(at);
    if (asked.pending || asked.live) return;
    if (asked.failed > 0) {
      const tookIt = failed?.triggers.some((t) => t.source === 'publisher' && t.action === 'scheduled' && t.entityId === at);
      let next = this.retry?.at === at ? this.retry : null;
      if (tookIt) {
        next = { at, notBefore: clock.now() + scheduledRetryDelay(asked.failed) };
        this.log(
          `scheduled publish of ${at}: ${asked.failed} tr${asked.failed === 1 ? 'y' : 'ies'} failed; the next at ${new Date(next.notBefore).toISOString()}`,
        );
      }
      this.retry = next ?? { at, notBefore: clock.now() };
      if (this.retry.notBefore > clock.now()) {
        this.arm(this.retry.notBefore);
        return;
      }
    }
    // Each try has a key of its own, so that a duplicate of the same try is still recorded once.
    const key = asked.asked === 0 ? `scheduled:${at}` : `scheduled:${at}#${asked.asked + 1}`;
    if ((await store.addTrigger({ key, source: 'publisher', action: 'scheduled', entityId: at })) !== null) {
      this.log(`scheduled publish: the live content changes at ${at}${asked.asked ? ` (try ${asked.asked + 1})` : ''}`);
      this.wakeUp?.();
      this.woken = true;
    }
  }

  wake = (): void => {
    this.woken = true;
    this.wakeUp?.();
  };

  rollback = (to?: string): Promise<Publish> => this.serially(() => this.rollbackNow(to));

  private async rollbackNow(to: string | undefined): Promise<Publish> {
    const { store, settings, log } = this;
    // A release being removed is no target: the choice is made once the removal is over.
    await this.tidying;
    const from = liveRelease(settings.dir);
    const target = to ?? previousRelease(settings.dir);
    if (!target) throw new Error('there is no earlier release to roll back to');
    const record = await store.startRollback(from, target);
    const releaseEnv = { release: target, dir: path.join(settings.dir, 'releases', target), previous: from };
    let step = 'shipping the release';
    try {
      if (settings.shipCommand) await runShell(settings.shipCommand, releaseEnv);
      step = 'switching live to the release';
      switchLive(settings.dir, target);
    } catch (error) {
      const why = `${step} failed: ${messageOf(error)}`;
      log(`rollback ${record.id}: ${why}; live stays ${from ?? 'empty'}`);
      await store.finishPublish(record.id, { state: 'failed', error: `Live is unchanged: ${why}` });
      throw new Error(`the rollback failed, live is unchanged: ${why}`);
    }
    // A scheduled publish builds today's content: once live is the older release, it would undo the rollback.
    const setAside = await store.setAsideScheduled(record.id);
    if (setAside.length > 0) log(`rollback ${record.id}: ${setAside.length} scheduled publish(es) set aside`);
    const reloadError = await this.reload(releaseEnv);
    await store.finishPublish(record.id, {
      state: 'live',
      releaseId: target,
      nextChange: record.nextChange,
      error: reloadError && reloadFailureText(target, reloadError),
    });
    // Scheduled publishes pause until the next publish: this stops the timer of the release rolled back from.
    await this.schedule();
    log(`rollback ${record.id}: live is ${target} again (was ${from ?? 'empty'})`);
    if (reloadError) await this.tell(`Rollback ${record.id} is live as ${target}, but the web server's reload failed: ${reloadError}`);
    return (await store.get(record.id)) ?? record;
  }

  stop = async (): Promise<void> => {
    this.stopping = true;
    this.cancelTimer();
    this.wakeUp?.();
    for (const resolve of this.idleWaiters.splice(0)) resolve();
    await this.running;
    await this.tidying;
  };

  idle = async (): Promise<void> => {
    // A rollback runs outside the loop; a wake not yet seen by the loop is work to wait for.
    await this.busy;
    if (!(this.stopping || (this.asleep && !this.woken))) await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    await this.tidying;
  };

  isIdle = (): boolean => this.tasks === 0 && this.asleep && !this.woken && !this.tidyingNow;

  live = (): string | null => liveRelease(this.settings.dir);
}
