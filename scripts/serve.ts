/**
 * Serves a built site the way production does: Debian's nginx with the server rules the build wrote,
 * unprivileged, in the foreground. Stops nginx when this process is stopped.
 *   SITE_LOCALE (default en-US): whose build to serve (services/shared/site-builds.ts); PORT (default 9000);
 *   SITE_DIR (default the locale's built site) and SITE_RULES (default the rules a release keeps beside its site,
 *   else the locale's build's); NGINX_DIR (working folder, default
 *   .serve/nginx-$PORT)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { siteBuild } from '../services/shared/site-builds';
import { releaseSite } from '../services/publisher/releases';

const root = path.resolve(__dirname, '..');
const port = Number(process.env.PORT ?? 9000);
const build = siteBuild(process.env.SITE_LOCALE ?? 'en-US');
const siteDir = path.resolve(root, process.env.SITE_DIR ?? build.site);
const workDir = path.resolve(root, process.env.NGINX_DIR ?? `.serve/nginx-${port}`);
/** A release (services/publisher/releases.ts) keeps each site's rules beside it; a build folder keeps them in .serve/. */
function defaultRules(): string {
  const beside = fs.existsSync(siteDir) ? releaseSite(path.dirname(fs.realpathSync(siteDir))).rules : '';
  return beside && fs.existsSync(beside) ? beside : build.rules;
}
const rules = path.resolve(root, process.env.SITE_RULES ?? defaultRules());

if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
  console.error(`No built site in ${siteDir}: run "npm run build" first.`);
  process.exit(1);
}
if (!fs.existsSync(rules)) {
  console.error(`No server rules at ${rules}: run "npm run build" first.`);
  process.exit(1);
}

for (const dir of ['', 'tmp', 'logs']) fs.mkdirSync(path.join(workDir, dir), { recursive: true });
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
  .map((name) => `  ${name}_temp_path ${path.join(workDir, 'tmp', name)};`)
  .join('\n');
// Forwards and the third-party proxy name their hosts in variables, resolved per request with the system's resolver.
const nameservers = (fs.existsSync('/etc/resolv.conf') ? fs.readFileSync('/etc/resolv.conf', 'utf8') : '')
  .split('\n')
  .map((line) => line.match(/^nameserver\s+(\S+)/)?.[1])
  .filter((ip): ip is string => ip !== undefined)
  .map((ip) => (ip.includes(':') ? `[${ip}]` : ip));
const resolver = nameservers.length ? `  resolver ${nameservers.join(' ')} valid=60s;\n  resolver_timeout 5s;` : '';
const conf = `# Written by scripts/serve.ts for local serving and tests.
daemon off;
${isRoot ? 'user root;' : ''}
worker_processes auto;
pid ${path.join(workDir, 'nginx.pid')};
error_log ${path.join(workDir, 'logs', 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  types { application/manifest+json webmanifest; }
  default_type application/octet-stream;
  access_log ${path.join(workDir, 'logs', 'access.log')};
  sendfile on;
${resolver}
${temp}
  server {
    listen 127.0.0.1:${port};
    listen [::1]:${port};
    server_name localhost;
    root ${siteDir};
    include ${rules};
  }
}
`;
const confFile = path.join(workDir, 'nginx.conf');
fs.writeFileSync(confFile, conf);

const nginxBin = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const nginx = spawn(nginxBin, ['-c', confFile, '-p', workDir, '-e', path.join(workDir, 'logs', 'error.log')], { stdio: 'inherit' });
nginx.on('spawn', () =>
  console.log(`Serving ${path.relative(root, siteDir) || '.'} on http://localhost:${port}/ (nginx pid ${nginx.pid})`),
);
// Without this, a machine without nginx got Node's unhandled 'error' event and its stack: the benchmarks serve
// through here, and only npm start and npm test install nginx themselves.
nginx.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'ENOENT'
      ? `nginx is not installed: bash scripts/setup-system.sh installs Debian's nginx (it needs root or sudo)`
      : `nginx did not start: ${error.message}`,
  );
  process.exit(1);
});

const stop = () => {
  if (nginx.exitCode === null) nginx.kill('SIGQUIT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('exit', stop);
nginx.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
