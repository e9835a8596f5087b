/**
 * The earlier lead store: an append-only log of JSON lines (LEADS_DIR/leads.log), a lead or a delivery per
 * line, fsynced before the endpoint answered. The database imports an existing log once (store.ts); the
 * writer stays only as the baseline `npm run bench:leads` compares the database with.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LeadSink, StoredLead } from './lead';

type LogRecord = ({ t: 'lead' } & StoredLead) | { t: 'delivered'; id: string; at: string };

export const legacyLogFile = (leadsDir: string): string => path.join(leadsDir, 'leads.log');

/** The log's leads in the order they were written, and when each delivered one was delivered. */
export function readLeadLog(file: string): { leads: StoredLead[]; delivered: Map<string, string> } {
  const leads = new Map<string, StoredLead>();
  const delivered = new Map<string, string>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    let record: LogRecord;
    try {
      record = JSON.parse(line) as LogRecord;
    } catch {
      continue; // a write cut short by a crash: its lead was never acknowledged
    }
    if (record.t === 'lead') {
      const { t: _type, ...lead } = record;
      if (!leads.has(lead.id)) leads.set(lead.id, lead);
    } else if (!delivered.has(record.id)) delivered.set(record.id, record.at);
  }
  return { leads: [...leads.values()], delivered };
}

/** The file store's write path, as it was: one line per lead, fsynced on the event loop. */
export class LeadLogWriter implements LeadSink {
  private readonly fd: number;
  private readonly ids = new Set<string>();

  constructor(dir: string) {
    fs.mkdirSync(dir, { recursive: true });
    this.fd = fs.openSync(legacyLogFile(dir), 'a');
  }

  has(id: string): Promise<boolean> {
    return Promise.resolve(this.ids.has(id));
  }

  add(lead: StoredLead): Promise<boolean> {
    if (this.ids.has(lead.id)) return Promise.resolve(false);
    fs.writeSync(this.fd, `${JSON.stringify({ t: 'lead', ...lead })}\n`);
    fs.fsyncSync(this.fd);
    this.ids.add(lead.id);
    return Promise.resolve(true);
  }

  markDelivered(id: string, at = new Date().toISOString()): void {
    fs.writeSync(this.fd, `${JSON.stringify({ t: 'delivered', id, at })}\n`);
    fs.fsyncSync(this.fd);
  }

  counts(): Promise<{ stored: number; delivered: number; pending: number }> {
    return Promise.resolve({ stored: this.ids.size, delivered: 0, pending: this.ids.size });
  }

  close(): Promise<void> {
    fs.closeSync(this.fd);
    return Promise.resolve();
  }
}

/**
 * Removes erased leads from the imported logs kept in LEADS_DIR (`leads.log.imported*`): their lines go,
 * their delivery lines (an id and a time) stay. Returns the files rewritten.
 */
export function scrubImportedLogs(leadsDir: string, erasedIds: ReadonlySet<string>): string[] {
  if (erasedIds.size === 0 || !fs.existsSync(leadsDir)) return [];
  const rewritten: string[] = [];
  for (const name of fs.readdirSync(leadsDir)) {
    if (!name.startsWith('leads.log.imported')) continue;
    const file = path.join(leadsDir, name);
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const kept = lines.filter((line) => {
      try {
        const record = JSON.parse(line) as { t?: string; id?: string };
        return !(record.t === 'lead' && record.id !== undefined && erasedIds.has(record.id));
      } catch {
        return true;
      }
    });
    if (kept.length === lines.length) continue;
    const fd = fs.openSync(`${file}.tmp`, 'w');
    try {
      fs.writeSync(fd, kept.join('\n'));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(`${file}.tmp`, file);
    rewritten.push(file);
  }
  return rewritten;
}
