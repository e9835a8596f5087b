/**
 * npm run leads:worker — a delivery worker on its own, for PostgreSQL deployments that run endpoints with
 * LEADS_DELIVERY=off and any number of these. Its settings, the database's and delivery's as the endpoint's
 * (server.ts), are those services/shared/settings.ts lists as read by `leads-worker`, checked as it starts.
 */
import { deliveryFromEnv } from './handler';
import { keepFilesPrivate } from '../shared/private-files';
import { databaseSettingsFromEnv, LeadStore } from './store';
import { settingsOf } from '../shared/settings';
import { stopOnSignal } from '../shared/stop-on-signal';

async function main(): Promise<void> {
  keepFilesPrivate(settingsOf('leads-worker', process.env).LEADS_DIR);
  const store = await LeadStore.open(databaseSettingsFromEnv(process.env));
  const delivery = deliveryFromEnv(store, process.env);
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
