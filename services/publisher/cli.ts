/**
 * npm run publish [-- --wait]      asks the running publisher (npm run publisher) to publish the content as it is
 *                                  in this checkout (the file-based content), naming its commit; --wait follows the
 *                                  build and exits 1 if it failed, printing its problems, or if it went live but
 *                                  the web server's reload failed (someone must reload it).
 * npm run publish:rollback [-- --to <release>]   switches live back to the release before it (or to <release>);
 *                                  exits 1 if the web server's reload failed after the switch.
 * PUBLISHER_URL (http://127.0.0.1:9500); the token: PUBLISHER_TOKEN, else PUBLISH_DIR/ops.token (.publisher).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { readOperationsToken } from '../shared/operator-token';
import { settingsOf } from '../shared/settings';
import type { Publish } from './store';

const root = path.resolve(__dirname, '../..');
/** Where the publisher is and its token; read in a call, so a wrong setting is one line of the command's error. */
function publisher(): { base: string; token: string | null } {
  const settings = settingsOf('publisher-cli', process.env);
  return { base: settings.PUBLISHER_URL, token: settings.PUBLISHER_TOKEN ?? readOperationsToken(settings.PUBLISH_DIR) };
}
const POLL_MS = 2000;

async function call<T>(method: string, route: string, body?: unknown): Promise<T> {
  const { base, token } = publisher();
  if (!token) throw new Error('No publisher token: set PUBLISHER_TOKEN, or run this where the publisher keeps PUBLISH_DIR/ops.token');
  const response = await fetch(new URL(route, base), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${answer.error ?? ''}`);
  return answer;
}

/** The commit the content is at, marked when content/ has changes not committed. */
function contentCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'content'], { cwd: root, encoding: 'utf8' }).trim();
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'working tree';
  }
}

function describe(publish: Publish): string {
  const sites = publish.sites.map((site) => `${site.locale} ${site.seconds.toFixed(0)} s, ${site.pagesWritten} pages written`).join('; ');
  const problems = publish.problems.map((p) => `\n  ${p.entry}: ${p.field}: ${p.reason}${p.locale ? ` (${p.locale})` : ''}`).join('');
  // A live publish carries an error only when the web server's reload failed after the switch.
  const shown = publish.state === 'live' || (publish.state === 'failed' && !problems);
  const error = shown && publish.error ? `\n${publish.error}` : '';
  return `publish ${publish.id}: ${publish.state}${publish.releaseId ? ` as ${publish.releaseId}` : ''}${sites ? ` (${sites})` : ''}${problems}${error}`;
}

async function waitFor(trigger: number): Promise<Publish> {
  for (;;) {
    const status = await call<{ publishes: Publish[] }>('GET', '/status.json');
    const publish = status.publishes.find((p) => p.triggers.some((t) => t.id === trigger));
    if (publish && publish.state !== 'building') return publish;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function main(args: string[]): Promise<number> {
  const [command] = args;
  if (command === 'publish') {
    const commit = contentCommit();
    const { trigger } = await call<{ trigger: number }>('POST', '/hooks/publish', { commit });
    console.log(`Publish of ${commit} asked for (trigger ${trigger}).`);
    if (!args.includes('--wait')) return 0;
    const publish = await waitFor(trigger);
    console.log(describe(publish));
    return publish.state === 'live' && !publish.error ? 0 : 1;
  }
  if (command === 'rollback') {
    const at = args.indexOf('--to');
    const publish = await call<Publish>('POST', '/rollback', at > 0 ? { to: args[at + 1] } : {});
    console.log(
      `rollback ${publish.id}: live is ${publish.releaseId ?? '?'} (was ${publish.previousReleaseId ?? 'none'})${publish.error ? `\n${publish.error}` : ''}`,
    );
    return publish.error ? 1 : 0;
  }
  console.error('Usage: cli.ts publish [--wait] | rollback [--to <release>]');
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
