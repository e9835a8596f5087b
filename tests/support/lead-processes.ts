/** Starts the lead service's processes (the endpoint, a delivery worker) as a deployment runs them. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

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

/** Stops a process by its pid and waits for it to be gone. */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
