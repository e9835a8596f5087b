/** Starts the lead service's processes (the endpoint, a delivery worker) as a deployment runs them. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { processRunning } from '../../services/shared/process-lock';
import { until } from './until';

const root = path.resolve(__dirname, '../..');

export const LEAD_SCRIPTS = {
  endpoint: path.join(root, 'services/leads/server.ts'),
  worker: path.join(root, 'services/leads/worker.ts'),
  /** The endpoint over the earlier file store, for the benchmark's baseline. */
  fileStore: path.join(root, 'scripts/bench/file-store-endpoint.ts'),
} as const;

/**
 * Starts one and resolves when it says it is ready (its first line). node itself runs it, with tsx as a
 * loader, so that a kill reaches the service and not a wrapper around it.
 */
export function startLeadProcess(kind: keyof typeof LEAD_SCRIPTS, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', LEAD_SCRIPTS[kind]], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.once('data', () => resolve(child));
    child.once('exit', (code, signal) => reject(new Error(`${kind} exited (${code ?? signal}) before it was ready`)));
  });
}

/** A service whose parent never reaps it, and that parent (the test's child). */
export interface UnreapedProcess {
  pid: number;
  parent: ChildProcess;
}

/**
 * Starts one under a parent that never reaps it (sh, replaced by sleep once the service is started), so that
 * once killed it stays a zombie: as under a PID 1 that reaps late, or a container without an init, where a
 * killed service's pid still answers signals with its start time unchanged. Resolves when it is ready.
 */
export function startUnreapedLeadProcess(kind: keyof typeof LEAD_SCRIPTS, env: NodeJS.ProcessEnv): Promise<UnreapedProcess> {
  return new Promise((resolve, reject) => {
    const script = '"$@" 3>&- & echo $! >&3; exec 3>&- sleep 3600';
    const parent = spawn('sh', ['-c', script, 'sh', process.execPath, '--import', 'tsx', LEAD_SCRIPTS[kind]], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit', 'pipe'],
    });
    let pid = 0;
    // Its parent outlives it: a service that exits before it is ready is seen gone, not waited for.
    const watch = setInterval(() => {
      if (pid === 0 || processRunning(pid)) return;
      clearInterval(watch);
      parent.kill('SIGKILL');
      reject(new Error(`${kind} (process ${pid}) exited before it was ready`));
    }, 100);
    const known = new Promise<number>((got) =>
      (parent.stdio[3] as NodeJS.ReadableStream).once('data', (data) => got((pid = Number(String(data))))),
    );
    parent.stdout?.once('data', () => {
      clearInterval(watch);
      void known.then((service) => resolve({ pid: service, parent }));
    });
    parent.once('exit', (code, signal) => {
      clearInterval(watch);
      reject(new Error(`${kind}'s parent exited (${code ?? signal}) before it was ready`));
    });
  });
}

/** Stops an unreaped service (SIGTERM, waiting until it has exited) and then its parent. */
export async function stopUnreaped({ pid, parent }: UnreapedProcess): Promise<void> {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // Gone already.
  }
  await until(`process ${pid} to exit`, () => !processRunning(pid), 30_000);
  await stopProcess(parent, 'SIGKILL');
}

/** Stops a process by its pid and waits for it to be gone. */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
