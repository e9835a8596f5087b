/** npm run leads:pending — lists the stored leads not yet delivered upstream. The database as the endpoint's. */
import { databaseSettingsFromEnv } from './db';
import { LeadStore } from './store';

async function main(): Promise<void> {
  const store = await LeadStore.open(databaseSettingsFromEnv(process.env));
  try {
    for (const { lead: stored, attempts, lastError } of await store.pending()) {
      const { lead } = stored;
      const who = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
      const email = typeof lead.email === 'string' ? lead.email : '';
      const failing = attempts > 0 ? `  (${attempts} attempts, last: ${lastError ?? 'lease ran out'})` : '';
      console.log(`${stored.receivedAt}  ${stored.id}  ${String(lead.formType).padEnd(14)} ${who} <${email}>${failing}`);
    }
    const { stored, delivered, pending } = await store.counts();
    console.log(`${pending} pending, ${delivered} delivered, ${stored} stored`);
  } finally {
    await store.close();
  }
}

void main();
