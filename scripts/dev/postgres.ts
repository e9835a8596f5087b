/**
 * A private PostgreSQL server for tests and benchmarks: its own data folder, listening on a Unix socket in
 * that folder only (no TCP port to collide with), stopped and removed after. Uses the programs of Debian's
 * `postgresql` package (scripts/setup-system.sh installs it). initdb and postgres refuse to run as root, so
 * as root they run as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The folder of Debian's PostgreSQL programs, the newest version installed. */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('PostgreSQL is not installed: run `bash scripts/setup-system.sh` (Debian package postgresql).');
  return path.join(root, versions[0], 'bin');
}

export interface PrivatePostgres {
  /** A connection string for the pg driver (DATABASE_URL). */
  url: string;
  /** Creates a fresh database on the server and returns its connection string. */
  createDatabase(name: string): string;
  stop(): void;
}

export function startPostgres(port = 5400 + Math.floor(Math.random() * 500)): PrivatePostgres {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-pg-'));
  fs.chmodSync(dir, 0o755);
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (program: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : path.join(bin, program), asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  // fsync stays on (the default): the fault test is about what a committed lead survives.
  run('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses='' -c max_connections=200`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  const urlOf = (database: string) => `postgresql://postgres@/${database}?host=${encodeURIComponent(dir)}&port=${port}`;
  let stopped = false;
  return {
    url: urlOf('postgres'),
    createDatabase(name) {
      run('psql', ['-h', dir, '-p', String(port), '-U', 'postgres', '-q', '-c', `CREATE DATABASE ${name}`]);
      return urlOf(name);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
