/**
 * npm run leads:worker — a delivery worker on its own, for PostgreSQL deployments that run endpoints with
 * LEADS_DELIVERY=off and any number of these. The same settings as the endpoint (server.ts).
 */
import { databaseSettingsFromEnv } from './db';
import { leadOptionsFromEnv } from './handler';
import { keepLeadFilesPrivate } from './lead-files';
import { stopOnSignal } from '../shared/stop-on-signal';

async function main(): Promise<void> {
  keepLeadFilesPrivate(databaseSettingsFromEnv(process.env).leadsDir);
  const { store, delivery } = await leadOptionsFromEnv(process.env);
  delivery.start();
  console.log(`Lead delivery worker ${delivery.workerId} (${store.db.engine}, ${(await store.counts()).pending} pending)`);
  stopOnSignal(async () => {
    await delivery.stop();
    await store.close();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
