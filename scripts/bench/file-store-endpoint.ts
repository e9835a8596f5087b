/**
 * The lead endpoint over the earlier file store (services/leads/legacy-log.ts), for `npm run bench:leads`
 * to compare the database with. LEADS_DIR, LEADS_PORT; no delivery.
 */
import { createLeadServer } from '../../services/leads/server';
import { LeadLogWriter } from '../../services/leads/legacy-log';

const store = new LeadLogWriter(process.env.LEADS_DIR ?? '.leads');
const port = Number(process.env.LEADS_PORT ?? 9400);
createLeadServer({ store, delivery: { kick: () => undefined } }).listen(port, '127.0.0.1', () =>
  console.log(`File-store lead endpoint on http://127.0.0.1:${port}/api/leads`),
);
