/**
 * Leads in the database (services/shared/db.ts): a lead and its outbox row are written by one statement, so a lead that
 * was acknowledged is always waiting for delivery, and the endpoint answers 201 only after that commit
 * (and, on PGlite, its fsync). Delivery workers, in any number of processes, claim outbox rows one at a
 * time with FOR UPDATE SKIP LOCKED and a lease (delivery.ts).
 */
import fs from 'node:fs';
import { openDatabase, type Database, type DatabaseSettings } from '../shared/db';
import { legacyLogFile, readLeadLog } from './legacy-log';
import type { LeadCounts, LeadSink, StoredLead } from './lead';
import { slidingWindowVerdict } from './rate-limit';
import { migrate } from './schema';
import { readSetting, type Env } from '../shared/settings';

/** The lead database's settings: its data folder is LEADS_DIR, where PGlite, dead letters and old logs live. */
export type LeadDatabaseSettings = Omit<DatabaseSettings, 'dataDir'> & { leadsDir: string };

export function databaseSettingsFromEnv(env: Env): LeadDatabaseSettings {
  return {
    databaseUrl: readSetting('DATABASE_URL', env),
    leadsDir: readSetting('LEADS_DIR', env),
    fsyncWal: readSetting('LEADS_PGLITE_FSYNC', env),
    poolSize: readSetting('LEADS_DB_POOL', env),
  };
}

interface LeadRow {
  id: string;
  received_at: Date;
  lead: Record<string, unknown>;
  attribution: Record<string, string> | null;
  flags: string[];
  captcha: StoredLead['captcha'] | null;
  [column: string]: unknown;
}

const LEAD_COLUMNS = 'l.id, l.received_at, l.lead, l.attribution, l.flags, l.captcha';

function leadOf(row: LeadRow): StoredLead {
  return {
    id: row.id,
    receivedAt: row.received_at.toISOString(),
    lead: row.lead,
    attribution: row.attribution,
    flags: row.flags,
    ...(row.captcha ? { captcha: row.captcha } : {}),
  };
}

/** The columns a lead is stored in, as one JSON record (the shape jsonb_to_recordset reads). */
function recordOf(lead: StoredLead) {
  return {
    id: lead.id,
    received_at: lead.receivedAt,
    form_type: typeof lead.lead.formType === 'string' ? lead.lead.formType : 'unknown',
    email: typeof lead.lead.email === 'string' ? lead.lead.email : null,
    lead: lead.lead,
    attribution: lead.attribution,
    flags: lead.flags ?? [],
    captcha: lead.captcha ?? null,
  };
}

const jsonOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

const RECORD_TYPE =
  'id uuid, received_at timestamptz, form_type text, email text, lead jsonb, attribution jsonb, flags text[], captcha jsonb';

/** What operators filter leads by (`npm run leads:ops`). Dates are ISO 8601 (a day means its UTC midnight). */
export interface LeadFilter {
  form?: string;
  since?: string;
  until?: string;
  /** true: delivered upstream; false: not yet. */
  delivered?: boolean;
  /** true: any flag; a string: that flag. */
  flagged?: boolean | string;
  email?: string;
  limit?: number;
}

/** A lead with where its delivery stands. */
export interface LeadRecord {
  lead: StoredLead;
  deliveredAt: string | null;
  attempts: number;
  lastError: string | null;
}

/** A claimed lead: deliver it, then say how it went before the lease runs out. */
export interface Claim {
  lead: StoredLead;
  attempts: number;
}

export class LeadStore implements LeadSink {
  private constructor(readonly db: Database) {}

  /** Opens the database, brings its schema up to date and imports a file-store log found in LEADS_DIR. */
  static async open({ leadsDir, ...settings }: LeadDatabaseSettings): Promise<LeadStore> {
    const db = await openDatabase({ ...settings, dataDir: leadsDir });
    try {
      await migrate(db);
      const store = new LeadStore(db);
      await store.importLegacyLog(legacyLogFile(leadsDir));
      return store;
    } catch (error) {
      await db.close();
      throw error;
    }
  }

  async has(id: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM leads WHERE id = $1', [id])).length > 0;
  }

  /**
   * Stores a lead and queues it for delivery; false when its id was stored before, erased ones included: an erasure
   * leaves the id's outbox row marked erased (erase), and a lead of that id is never stored again, whether a
   * visitor's retry or a dead letter replayed (dead-letter.ts) brings it back.
   */
  async add(lead: StoredLead): Promise<boolean> {
    const r = recordOf(lead);
    // Parameters, not one JSON record: PGlite takes this 1.7x faster (npm run bench:leads).
    const rows = await this.db.query(
      `WITH inserted AS (
         INSERT INTO leads (id, received_at, form_type, email, lead, attribution, flags, captcha)
         SELECT $1::uuid, $2::timestamptz, $3::text, $4::text, $5::jsonb, $6::jsonb, $7::text[], $8::jsonb
         WHERE NOT EXISTS (SELECT 1 FROM lead_outbox WHERE lead_id = $1::uuid AND erased_at IS NOT NULL)
         ON CONFLICT (id) DO NOTHING RETURNING id)
       INSERT INTO lead_outbox (lead_id) SELECT id FROM inserted RETURNING lead_id`,
      [r.id, r.received_at, r.form_type, r.email, JSON.stringify(r.lead), jsonOrNull(r.attribution), r.flags, jsonOrNull(r.captcha)],
    );
    await this.db.durable();
    return rows.length > 0;
  }

  async counts(): Promise<LeadCounts> {
    const [row = { stored: 0, delivered: 0 }] = await this.db.query<{ stored: number; delivered: number }>(
      `SELECT count(*)::int AS stored, count(delivered_at)::int AS delivered FROM lead_outbox WHERE erased_at IS NULL`,
    );
    return { stored: row.stored, delivered: row.delivered, pending: row.stored - row.delivered };
  }

  /** Leads not yet delivered, oldest first. */
  async pending(limit = 1000): Promise<Array<Claim & { lastError: string | null }>> {
    const rows = await this.db.query<LeadRow & { attempts: number; last_error: string | null }>(
      `SELECT ${LEAD_COLUMNS}, o.attempts, o.last_error FROM lead_outbox o JOIN leads l ON l.id = o.lead_id
       WHERE o.delivered_at IS NULL AND o.erased_at IS NULL ORDER BY o.seq LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({ lead: leadOf(row), attempts: row.attempts, lastError: row.last_error }));
  }

  /**
   * Claims the oldest lead due for delivery that no other worker holds, for leaseMs: if this worker dies
   * holding it, it is due again when the lease runs out.
   */
  async claim(workerId: string, leaseMs: number): Promise<Claim | null> {
    const [row] = await this.db.query<LeadRow & { attempts: number }>(
      `WITH next AS (
         SELECT lead_id FROM lead_outbox WHERE delivered_at IS NULL AND erased_at IS NULL AND available_at <= now()
         ORDER BY seq LIMIT 1 FOR UPDATE SKIP LOCKED)
       UPDATE lead_outbox o
       SET available_at = now() + $2::integer * interval '1 millisecond', attempts = o.attempts + 1, claimed_by = $1
       FROM next, leads l WHERE o.lead_id = next.lead_id AND l.id = o.lead_id
       RETURNING ${LEAD_COLUMNS}, o.attempts`,
      [workerId, Math.round(leaseMs)],
    );
    return row ? { lead: leadOf(row), attempts: row.attempts } : null;
  }

  async markDelivered(id: string): Promise<void> {
    await this.db.query(
      'UPDATE lead_outbox SET delivered_at = now(), claimed_by = NULL, last_error = NULL WHERE lead_id = $1 AND delivered_at IS NULL',
      [id],
    );
  }

  /** A delivery failed: the lead is due again after retryInMs. */
  async markFailed(id: string, retryInMs: number, error: string): Promise<void> {
    await this.db.query(
      `UPDATE lead_outbox SET available_at = now() + $2::integer * interval '1 millisecond', claimed_by = NULL, last_error = $3
       WHERE lead_id = $1 AND delivered_at IS NULL`,
      [id, Math.round(retryInMs), error.slice(0, 500)],
    );
  }

  /**
   * Counts a submission of a client in the current fixed window and reads the window before, for the
   * sliding window that decides (rate-limit.ts); refused past the maximum, with the seconds to wait.
   */
  async hit(client: string, max: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const [row] = await this.db.query<{ current: number; previous: number; elapsed: number }>(
      `WITH hit AS (
         INSERT INTO lead_rate AS r (client, window_start, hits)
         VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2::integer) * $2::integer), 1)
         ON CONFLICT (client, window_start) DO UPDATE SET hits = r.hits + 1
         RETURNING r.hits, r.window_start)
       SELECT hit.hits AS current,
              coalesce((SELECT p.hits FROM lead_rate p
                        WHERE p.client = $1 AND p.window_start = hit.window_start - $2::integer * interval '1 second'), 0) AS previous,
              extract(epoch FROM now() - hit.window_start)::float8 AS elapsed
       FROM hit`,
      [client, windowSeconds],
    );
    if (!row) return { allowed: true, retryAfterSeconds: 0 };
    return slidingWindowVerdict(
      { previous: Number(row.previous), current: Number(row.current), elapsedSeconds: Number(row.elapsed) },
      max,
      windowSeconds,
    );
  }

  /** Leads matching the filter, oldest first. */
  async find(filter: LeadFilter = {}): Promise<LeadRecord[]> {
    const where: string[] = ['o.erased_at IS NULL'];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    if (filter.form) where.push(`l.form_type = ${param(filter.form)}`);
    if (filter.since) where.push(`l.received_at >= ${param(filter.since)}::timestamptz`);
    if (filter.until) where.push(`l.received_at < ${param(filter.until)}::timestamptz`);
    if (filter.delivered !== undefined) where.push(filter.delivered ? 'o.delivered_at IS NOT NULL' : 'o.delivered_at IS NULL');
    if (filter.flagged === true) where.push("l.flags <> '{}'");
    else if (typeof filter.flagged === 'string') where.push(`${param(filter.flagged)} = ANY (l.flags)`);
    if (filter.email) where.push(`lower(l.email) = lower(${param(filter.email)})`);
    const rows = await this.db.query<LeadRow & { delivered_at: Date | null; attempts: number; last_error: string | null }>(
      `SELECT ${LEAD_COLUMNS}, o.delivered_at, o.attempts, o.last_error FROM lead_outbox o JOIN leads l ON l.id = o.lead_id
       WHERE ${where.join(' AND ')} ORDER BY o.seq LIMIT ${param(filter.limit ?? 100_000)}`,
      params,
    );
    return rows.map((row) => ({
      lead: leadOf(row),
      deliveredAt: row.delivered_at?.toISOString() ?? null,
      attempts: row.attempts,
      lastError: row.last_error,
    }));
  }

  /**
   * Sends leads again: delivered ones are queued anew, waiting ones are due now. They keep their id as
   * Idempotency-Key, so an upstream that remembers keys recognises them. Returns the ids queued.
   */
  async redeliver(ids: readonly string[]): Promise<string[]> {
    const rows = await this.db.query<{ lead_id: string }>(
      `UPDATE lead_outbox SET delivered_at = NULL, available_at = now(), attempts = 0, last_error = NULL, claimed_by = NULL
       WHERE lead_id = ANY ($1::uuid[]) AND erased_at IS NULL RETURNING lead_id`,
      [ids],
    );
    return rows.map((row) => row.lead_id);
  }

  /**
   * Erases every lead of an e-mail address (a GDPR article 17 or CCPA deletion request): the lead, its
   * fields and attribution are deleted; its outbox row keeps the id, the delivery time and when it was
   * erased, and it is never delivered nor stored again (add). `kept` are the ids of the address's leads kept as
   * dead letters, which the table may not hold: they are recorded as erased too, in the same transaction, before
   * their files go, so that a replay that read one already cannot store it after. Returns the ids erased from the table.
   */
  async erase(email: string, kept: readonly string[] = []): Promise<string[]> {
    const ids = await this.db.transaction(async (tx) => {
      // First: on PostgreSQL this waits for an add of one of these ids that is committing, whose lead the delete then sees.
      await tx.query(
        `INSERT INTO lead_outbox (lead_id, erased_at) SELECT id, now() FROM unnest($1::uuid[]) AS id ON CONFLICT (lead_id) DO NOTHING`,
        [kept],
      );
      const rows = await tx.query<{ id: string }>(
        'DELETE FROM leads WHERE lower(email) = lower($1) OR id = ANY ($2::uuid[]) RETURNING id',
        [email, kept],
      );
      const erased = rows.map((row) => row.id);
      await tx.query(`UPDATE lead_outbox SET erased_at = now(), last_error = NULL, claimed_by = NULL WHERE lead_id = ANY ($1::uuid[])`, [
        erased,
      ]);
      return erased;
    });
    // The deleted rows' space is cleared for reuse now rather than at the next automatic vacuum.
    if (ids.length > 0) await this.db.query('VACUUM leads');
    await this.db.durable();
    return ids;
  }

  /** Drops rate-limit windows older than a day. */
  async pruneRateWindows(): Promise<number> {
    return (await this.db.query(`DELETE FROM lead_rate WHERE window_start < now() - interval '1 day' RETURNING 1`)).length;
  }

  /**
   * Imports the earlier file store's log once: each lead once (ids already stored are skipped), in the
   * log's order, delivered ones marked delivered at their time. The log is renamed after, and its import
   * recorded, in case it is put back.
   */
  async importLegacyLog(file: string): Promise<number> {
    if (!fs.existsSync(file)) return 0;
    const source = `${file}:${fs.statSync(file).size}`;
    const { leads, delivered } = readLeadLog(file);
    const imported = await this.db.transaction(async (tx) => {
      const [done] = await tx.query('SELECT 1 FROM lead_imports WHERE source = $1', [source]);
      if (done) return null;
      let count = 0;
      for (let at = 0; at < leads.length; at += 500) {
        const batch = leads.slice(at, at + 500).map((lead, n) => ({ ...recordOf(lead), delivered_at: delivered.get(lead.id) ?? null, n }));
        const rows = await tx.query(
          `WITH r AS (SELECT * FROM json_to_recordset($1::json) AS r(${RECORD_TYPE}, delivered_at timestamptz, n integer)),
           inserted AS (
             INSERT INTO leads (id, received_at, form_type, email, lead, attribution, flags, captcha)
             SELECT id, received_at, form_type, email, lead, attribution, flags, captcha FROM r ORDER BY n
             ON CONFLICT (id) DO NOTHING RETURNING id)
           INSERT INTO lead_outbox (lead_id, delivered_at)
           SELECT r.id, r.delivered_at FROM r JOIN inserted USING (id) ORDER BY r.n RETURNING lead_id`,
          [JSON.stringify(batch)],
        );
        count += rows.length;
      }
      await tx.query('INSERT INTO lead_imports (source, leads) VALUES ($1, $2)', [source, count]);
      return count;
    });
    await this.db.durable();
    const kept = fs.existsSync(`${file}.imported`) ? `${file}.imported-${Date.now()}` : `${file}.imported`;
    fs.renameSync(file, kept);
    console.log(
      imported === null
        ? `${file} was imported before; set aside as ${kept}`
        : `Imported ${imported} leads (${delivered.size} delivered) from ${file}; it is kept as ${kept}`,
    );
    return imported ?? 0;
  }

  close(): Promise<void> {
    return this.db.close();
  }
}
