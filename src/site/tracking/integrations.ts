/**
 * The integrations' code (client.ts: the consent tool and its cookie, attribution, analytics, monitoring and the
 * tag manager) is not needed for a page to be usable, so it is not in the scripts every page loads first: it
 * loads when the browser is idle after the first page. Calls made before it has arrived wait for it, in order.
 */
import { whenIdle } from '../runtime/when';
import { reportError } from './errors';

type Client = typeof import('./client');

let client: Client | undefined;
let requested = false;
const waiting: Array<(client: Client) => void> = [];

export function withIntegrations(call: (client: Client) => void): void {
  if (client) call(client);
  else waiting.push(call);
}

export function loadIntegrationsWhenIdle(): void {
  if (requested) return;
  requested = true;
  whenIdle(() => {
    import('./client')
      .then((loaded) => {
        client = loaded;
        for (const call of waiting.splice(0)) call(loaded);
      })
      .catch((error: unknown) => reportError(error, { tags: { integration: 'client' } }));
  });
}
