/** Runs a command and reports its wall time and the peak resident memory of its whole process tree. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

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

export function measure(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Measured> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
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
