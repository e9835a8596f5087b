/** Runs a command and reports its wall time and the peak resident memory of its whole process tree. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../../src/shared/i18n/locales';
import { serveSite } from '../dev/serve-site';

/**
 * What a benchmark's builds run with: the build refuses to start without the analytics key and the tag-manager id, and a
 * placeholder stands in for each where the shell has none (no event leaves a benchmark's site).
 */
export const BENCH_BUILD_ENV: NodeJS.ProcessEnv = {
  GATSBY_TELEMETRY_DISABLED: '1',
  CI: 'true',
  GATSBY_AMPLITUDE_API_KEY: process.env.GATSBY_AMPLITUDE_API_KEY || 'bench-placeholder',
  GATSBY_GTM_ID: process.env.GATSBY_GTM_ID || 'GTM-BENCH00',
};

export interface Measured {
  seconds: number;
  peakMb: number;
  code: number;
  output: string;
}

function treeRssKb(rootPid: number): number {
  // Sum the RSS of rootPid and every descendant, read from /proc (Linux).
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kb);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked; it no longer counts.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop() ?? 0;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * The process groups of the commands running now. Each runs in a group of its own (so that what it leaves behind can
 * be stopped with it), which a signal to the benchmark does not reach: stopping the benchmark stops them too.
 */
const running = new Set<number>();
/** What a benchmark undoes when a signal stops it: servers it started, copies it made. */
const onStop: (() => void)[] = [];
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    for (const pid of running) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // it had ended
      }
    }
    for (const stop of onStop) {
      try {
        stop();
      } catch (error) {
        console.error(`stopping after ${signal}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    process.exit(1);
  });
}

/** Runs `stop` when a signal stops the benchmark, after the commands measure() runs are stopped. */
export function whenStopped(stop: () => void): void {
  onStop.push(stop);
}

/** Stops a process group (a child spawned detached) with the benchmark when a signal stops it. */
export function stopGroupWithBenchmark(pid: number | undefined): void {
  if (pid) running.add(pid);
}

export function measure(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Measured> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    if (child.pid) running.add(child.pid);
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    let peak = 0;
    const timer = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRssKb(child.pid));
    }, 250);
    // 'exit', not 'close': a gatsby worker left behind can hold the output pipes open after the build ends.
    child.on('exit', (code) => {
      clearInterval(timer);
      if (child.pid) running.delete(child.pid);
      // Stop whatever the command left running in its process group (gatsby's workers).
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // nothing was left
      }
      resolve({ seconds: Number(process.hrtime.bigint() - started) / 1e9, peakMb: peak / 1024, code: code ?? 1, output });
    });
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Takes `--name value` out of `args` (so what remains are the positional arguments) and returns the value. */
export function takeOption(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [value] = args.splice(at, 2).slice(1);
  return value;
}

/**
 * Serves each regional build of scripts/build-sites.sh (or the one `onlyLocale` names) with nginx as production
 * does, on `basePort` + its index, runs `measureSite` against its origin, and stops the servers after.
 */
export async function onEachSite(
  onlyLocale: string | undefined,
  basePort: number,
  measureSite: (locale: Locale, origin: string) => Promise<void>,
): Promise<void> {
  const servers: ChildProcess[] = [];
  try {
    for (const [index, locale] of LOCALES.entries()) {
      if (onlyLocale && locale !== onlyLocale) continue;
      const port = basePort + index;
      servers.push(await serveSite({ port, siteDir: path.join('.serve/sites', locale), locale }));
      await measureSite(locale, `http://localhost:${port}`);
    }
  } finally {
    for (const server of servers) server.kill('SIGTERM');
  }
}
