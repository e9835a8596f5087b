/**
 * Durable lead storage: an append-only log of JSON lines, flushed to disk (fsync) before the endpoint
 * answers, so an accepted lead survives a crash. Delivery outcomes are appended too; what is pending is
 * derived from the log on start. A line cut short by a crash is ignored.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CaptchaOutcome } from './captcha';

export interface StoredLead {
  id: string;
  receivedAt: string;
  lead: Record<string, unknown>;
  attribution: Record<string, string> | null;
  /** What the CRM can filter on: `suspected-spam` when the captcha did not vouch for the lead. */
  flags?: string[];
  /** The captcha's verdict, when verification is configured (services/leads/captcha.ts). */
  captcha?: CaptchaOutcome;
}

type LogRecord = ({ t: 'lead' } & StoredLead) | { t: 'delivered'; id: string; at: string };

export class LeadStore {
  private readonly file: string;
  private fd: number;
  private readonly leads = new Map<string, StoredLead>();
  private readonly delivered = new Set<string>();

  constructor(dir: string) {
    fs.mkdirSync(dir, { recursive: true });
    this.file = path.join(dir, 'leads.log');
    this.load();
    this.fd = fs.openSync(this.file, 'a');
  }

  private load(): void {
    if (!fs.existsSync(this.file)) return;
    for (const line of fs.readFileSync(this.file, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      let record: LogRecord;
      try {
        record = JSON.parse(line) as LogRecord;
      } catch {
        continue; // a write cut short by a crash: its lead was never acknowledged
      }
      if (record.t === 'lead') {
        const { t: _type, ...lead } = record;
        this.leads.set(record.id, lead);
      } else this.delivered.add(record.id);
    }
  }

  private append(record: LogRecord): void {
    // One write per record, then fsync: the record is on disk before anyone is told it is.
    fs.writeSync(this.fd, `${JSON.stringify(record)}\n`);
    fs.fsyncSync(this.fd);
  }

  has(id: string): boolean {
    return this.leads.has(id);
  }

  add(lead: StoredLead): void {
    if (this.leads.has(lead.id)) return;
    this.append({ t: 'lead', ...lead });
    this.leads.set(lead.id, lead);
  }

  markDelivered(id: string): void {
    if (this.delivered.has(id)) return;
    this.append({ t: 'delivered', id, at: new Date().toISOString() });
    this.delivered.add(id);
  }

  pending(): StoredLead[] {
    return [...this.leads.values()].filter((l) => !this.delivered.has(l.id));
  }

  counts(): { stored: number; delivered: number; pending: number } {
    return { stored: this.leads.size, delivered: this.delivered.size, pending: this.leads.size - this.delivered.size };
  }

  close(): void {
    fs.closeSync(this.fd);
  }
}
