/**
 * npm run leads:pending — lists the stored leads not yet delivered upstream, oldest first. The database as
 * the endpoint's; while the running lead service holds PGlite's folder, the list comes from that service.
 */
import { databaseSettingsFromEnv, DatabaseInUseError } from './db';
import type { LeadCounts } from './lead';
import { LeadStore, type Claim } from './store';

interface Pending {
  counts: LeadCounts;
  /** The oldest 1,000. */
  pending: Array<Claim & { lastError: string | null }>;
}

async function readPending(): Promise<Pending> {
  let store: LeadStore;
  try {
    store = await LeadStore.open(databaseSettingsFromEnv(process.env));
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    const url = `http://127.0.0.1:${process.env.LEADS_PORT ?? 9400}/api/leads/pending`;
    const response = await fetch(url).catch(() => null);
    if (!response?.ok) throw new Error(`${error.message} It did not answer ${url}.`);
    return (await response.json()) as Pending;
  }
  try {
    return { counts: await store.counts(), pending: await store.pending() };
  } finally {
    await store.close();
  }
}

async function main(): Promise<void> {
  const { counts, pending } = await readPending();
  for (const { lead: stored, attempts, lastError } of pending) {
    const { lead } = stored;
    const who = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
    const email = typeof lead.email === 'string' ? lead.email : '';
    const failing = attempts > 0 ? `  (${attempts} attempts, last: ${lastError ?? 'lease ran out'})` : '';
    console.log(`${stored.receivedAt}  ${stored.id}  ${String(lead.formType).padEnd(14)} ${who} <${email}>${failing}`);
  }
  console.log(`${counts.pending} pending, ${counts.delivered} delivered, ${counts.stored} stored`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
