/** npm run leads:pending — lists the stored leads not yet delivered upstream. LEADS_DIR as the endpoint. */
import path from 'node:path';
import { LeadStore } from './store';

const store = new LeadStore(path.resolve(process.env.LEADS_DIR ?? '.leads'));
const pending = store.pending();
for (const lead of pending) {
  const who = [lead.lead.firstName, lead.lead.lastName].filter(Boolean).join(' ');
  console.log(
    `${lead.receivedAt}  ${lead.id}  ${String(lead.lead.formType).padEnd(14)} ${who} <${typeof lead.lead.email === 'string' ? lead.lead.email : ''}>`,
  );
}
const { stored, delivered } = store.counts();
console.log(`${pending.length} pending, ${delivered} delivered, ${stored} stored`);
store.close();
