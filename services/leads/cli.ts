/**
 * npm run leads:ops -- <command>: what sales operations do with stored leads, on the lead database of the
 * environment (DATABASE_URL, else PGlite in LEADS_DIR). While the running lead service holds PGlite's
 * folder, the command is run by that service (it listens on LEADS_PORT, loopback only).
 *
 *   list [filters] [--csv]     leads, oldest first (export: --csv > leads.csv)
 *   redeliver <id>...          queue leads for delivery again (same Idempotency-Key)
 *   erase <email> --yes        delete every lead of an address (GDPR art. 17, CCPA deletion)
 *   replay                     store the leads kept as dead letters (LEADS_DIR/dead-letters) when the
 *                              database did not take them; each file is removed once its lead is stored
 *
 * Filters: --form <type>, --since <date>, --until <date>, --delivered, --pending, --flagged,
 * --flag <name>, --email <address>, --limit <n>. npm run leads:pending is `list --pending`.
 */
import { parseArgs } from 'node:util';
import { DatabaseInUseError } from '../shared/db';
import { leadsCsv, runOperation, type Operation, type OperationResult } from './operations';
import { readOperationsToken } from '../shared/operator-token';
import { databaseSettingsFromEnv, LeadStore, type LeadFilter } from './store';
import { terminalLines, terminalText } from './terminal-text';
import { settingsOf } from '../shared/settings';

const USAGE = `Usage: npm run leads:ops -- list [--form T] [--since D] [--until D] [--delivered|--pending] [--flagged|--flag F] [--email E] [--limit N] [--csv]
       npm run leads:ops -- redeliver <id>...
       npm run leads:ops -- erase <email> --yes
       npm run leads:ops -- replay`;

class UsageError extends Error {}

export function parseCommand(argv: readonly string[]): { op: Operation; csv: boolean } {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      form: { type: 'string' },
      since: { type: 'string' },
      until: { type: 'string' },
      delivered: { type: 'boolean' },
      pending: { type: 'boolean' },
      flagged: { type: 'boolean' },
      flag: { type: 'string' },
      email: { type: 'string' },
      limit: { type: 'string' },
      csv: { type: 'boolean' },
      yes: { type: 'boolean' },
    },
  });
  const [command, ...args] = positionals;
  const date = (name: 'since' | 'until') => {
    const value = values[name];
    if (value !== undefined && Number.isNaN(Date.parse(value)))
      throw new UsageError(`--${name} must be a date (2026-11-01 or ISO 8601), not "${value}"`);
    return value;
  };
  if (command === 'list' || command === 'export') {
    if (values.delivered && values.pending) throw new UsageError('--delivered and --pending exclude each other');
    const limit = values.limit === undefined ? undefined : Number(values.limit);
    if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new UsageError('--limit must be a positive whole number');
    const filter: LeadFilter = {
      form: values.form,
      since: date('since'),
      until: date('until'),
      delivered: values.delivered ? true : values.pending ? false : undefined,
      flagged: values.flag ?? (values.flagged ? true : undefined),
      email: values.email,
      limit,
    };
    return { op: { command: 'list', filter }, csv: command === 'export' || values.csv === true };
  }
  if (command === 'redeliver') {
    if (args.length === 0) throw new UsageError('redeliver needs the ids of the leads');
    return { op: { command: 'redeliver', ids: args }, csv: false };
  }
  if (command === 'erase') {
    const [email] = args;
    if (!email?.includes('@') || args.length !== 1) throw new UsageError('erase needs one e-mail address');
    if (!values.yes) throw new UsageError(`Erasing deletes every lead of ${email} for good: add --yes`);
    return { op: { command: 'erase', email }, csv: false };
  }
  if (command === 'replay') {
    if (args.length > 0) throw new UsageError('replay takes no arguments');
    return { op: { command: 'replay' }, csv: false };
  }
  throw new UsageError(USAGE);
}

/** Runs the operation on the database, or through the service that holds it. */
async function run(op: Operation): Promise<OperationResult> {
  const { LEADS_PORT: port } = settingsOf('leads-cli', process.env);
  const settings = databaseSettingsFromEnv(process.env);
  let store: LeadStore;
  try {
    store = await LeadStore.open(settings);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    const url = `http://127.0.0.1:${port}/api/leads/ops`;
    const token = readOperationsToken(settings.leadsDir);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? ''}` },
      body: JSON.stringify(op),
    }).catch(() => null);
    if (!response?.ok) throw new Error(`${error.message} It did not take the command at ${url} (${response?.status ?? 'no answer'}).`);
    return (await response.json()) as OperationResult;
  }
  try {
    return await runOperation(store, settings.leadsDir, op);
  } finally {
    await store.close();
  }
}

/** A line for the operator's terminal: what leads hold, and what was typed, with its controls escaped (terminal-text.ts). */
const say = (line: string) => console.log(terminalText(line));

/** Prints a result for the operator: every line escaped, the CSV too when it goes to the terminal and not to a file. */
export function print(result: OperationResult, csv: boolean): void {
  if (result.command === 'list') {
    if (csv) {
      const text = leadsCsv(result.leads);
      return void process.stdout.write(process.stdout.isTTY ? terminalLines(text) : text);
    }
    for (const { lead: stored, deliveredAt, attempts, lastError } of result.leads) {
      const { lead } = stored;
      const who = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
      const email = typeof lead.email === 'string' ? lead.email : '';
      const state = deliveredAt
        ? `delivered ${deliveredAt}`
        : attempts > 0
          ? `pending, ${attempts} attempts, last: ${lastError ?? 'lease ran out'}`
          : 'pending';
      const flags = stored.flags?.length ? ` [${stored.flags.join(', ')}]` : '';
      say(`${stored.receivedAt}  ${stored.id}  ${String(lead.formType).padEnd(14)} ${who} <${email}>${flags}  ${state}`);
    }
    say(`${result.leads.length} leads`);
  } else if (result.command === 'redeliver') say(`${result.queued.length} queued for delivery: ${result.queued.join(' ')}`);
  else if (result.command === 'replay') {
    for (const { id, error } of result.remaining) say(`${id}  not stored: ${error}`);
    say(`${result.replayed.length} dead letters replayed, ${result.remaining.length} remain`);
  } else
    say(
      `${result.erased.length} leads erased${result.erased.length ? `: ${result.erased.join(' ')}` : ''}` +
        (result.scrubbedFiles ? `; removed from ${result.scrubbedFiles} imported log files` : '') +
        '. The CRM keeps its own copy of delivered leads: erase them there too.',
    );
}

if (require.main === module) {
  (async () => {
    const { op, csv } = parseCommand(process.argv.slice(2));
    print(await run(op), csv);
  })().catch((error: unknown) => {
    // A usage error repeats what was typed, a failure may quote a stored value.
    console.error(terminalText(error instanceof Error ? error.message : String(error)));
    process.exit(error instanceof UsageError ? 2 : 1);
  });
}
