/**
 * npm run bench:serve — requests per second and p99 latency of nginx serving the build (as in
 * production) beside `gatsby serve`, in the same run, on loopback only, each load bounded in time:
 * an HTML page and a page-data file, DURATION seconds each (default 10), 3 rounds, medians.
 * Needs the en-US build of scripts/build-sites.sh (its site and its Gatsby cache, which gatsby serve reads: services/shared/site-builds.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { median } from './measure';
import { siteBuild } from '../../services/shared/site-builds';

const root = path.resolve(__dirname, '../..');
const DURATION = Number(process.env.DURATION ?? 10);
const ROUNDS = 3;
const TARGETS = ['/blog/', '/page-data/blog/page-data.json'];

function start(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp, cwd = root): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const onData = (data: Buffer) => {
      if (ready.test(data.toString())) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}`)));
  });
}

async function load(url: string): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({ url, connections: 32, duration: DURATION, headers: { 'accept-encoding': 'gzip' } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main(): Promise<void> {
  const servers: Array<[string, ChildProcess, number]> = [];
  // The en-US build folder is shaped like the project, with its own cache and public/: gatsby serve runs there.
  const serveDir = siteBuild('en-US').root;
  try {
    servers.push([
      'nginx',
      await start(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { PORT: '9201', SITE_LOCALE: 'en-US' }, /Serving/),
      9201,
    ]);
    servers.push([
      'gatsby serve',
      await start(path.join(root, 'node_modules/.bin/gatsby'), ['serve', '-p', '9202'], {}, /localhost:9202/, serveDir),
      9202,
    ]);
    const results = new Map<string, { rps: number[]; p99: number[] }>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of TARGETS) {
        for (const [name, , port] of servers) {
          const key = `${name} ${target}`;
          const { rps, p99 } = await load(`http://localhost:${port}${target}`);
          const entry = results.get(key) ?? { rps: [], p99: [] };
          entry.rps.push(rps);
          entry.p99.push(p99);
          results.set(key, entry);
        }
      }
    }
    for (const target of TARGETS) {
      const nginx = results.get(`nginx ${target}`);
      const gatsby = results.get(`gatsby serve ${target}`);
      if (!nginx || !gatsby) continue;
      const [nr, np, gr, gp] = [median(nginx.rps), median(nginx.p99), median(gatsby.rps), median(gatsby.p99)];
      console.log(
        `${target}: nginx ${nr.toFixed(0)} req/s p99 ${np} ms | gatsby serve ${gr.toFixed(0)} req/s p99 ${gp} ms | nginx/gatsby ${(nr / gr).toFixed(1)}x throughput`,
      );
    }
  } finally {
    for (const [, child] of servers) child.kill('SIGTERM');
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
