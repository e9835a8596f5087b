/**
 * Delivers stored leads upstream on a CDN, where no process lives between requests: the build makes this
 * function a scheduled one, every minute (src/pipeline/adapter.ts), and takes it off the site's routes. Each
 * run drains the outbox in PostgreSQL (DATABASE_URL) for up to 25 s of its 30, oldest first, with the same
 * worker as the node service (services/leads/delivery.ts). Without DATABASE_URL (local parity on PGlite)
 * the instance that stored a lead delivers it, and this run has nothing to do.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { deliveryFromEnv } from '../../services/leads/handler';
import { json, sendToFunction } from '../../services/shared/http';
import { databaseSettingsFromEnv, LeadStore } from '../../services/leads/store';

/** How long a run may deliver: Netlify stops a scheduled function after 30 s. */
export const RUN_BUDGET_MS = 25_000;

let opened: Promise<LeadStore> | undefined;

export default async function leadsDelivery(_req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  // Gatsby writes the build's environment into functions: the deployment's is the running process's.
  const env = globalThis.process.env;
  if (!env.DATABASE_URL) return sendToFunction(res, json(200, { delivered: false, reason: 'DATABASE_URL is not set' }));
  opened ??= LeadStore.open(databaseSettingsFromEnv(env));
  opened.catch(() => (opened = undefined));
  const store = await opened;
  const before = await store.counts();
  const drained = await deliveryFromEnv(store, env).drain(Date.now() + RUN_BUDGET_MS);
  const after = await store.counts();
  sendToFunction(res, json(200, { delivered: after.delivered - before.delivered, pending: after.pending, upstreamFailing: !drained }));
}
