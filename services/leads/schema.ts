/**
 * The lead database's schema, as numbered migrations applied in order (services/shared/migrations.ts), the
 * same on PGlite and PostgreSQL. A migration is never edited once released; add the next one.
 */
import type { Database } from '../shared/db';
import { migrateSchema } from '../shared/migrations';

/** Each migration is a list of single statements (PGlite's parameterised protocol takes one at a time). */
export const MIGRATIONS: ReadonlyArray<{ version: number; statements: readonly string[] }> = [
  {
    version: 1,
    statements: [
      `CREATE TABLE leads (
        id uuid PRIMARY KEY,
        received_at timestamptz NOT NULL,
        form_type text NOT NULL,
        email text,
        lead jsonb NOT NULL,
        attribution jsonb,
        flags text[] NOT NULL DEFAULT '{}',
        captcha jsonb
      )`,
      `CREATE INDEX leads_received_at ON leads (received_at)`,
      `CREATE INDEX leads_email ON leads (lower(email))`,
      // The transactional outbox: a row per lead, written in the lead's own statement. available_at is
      // both the lease of the worker delivering it and the time of its next attempt after a failure.
      `CREATE TABLE lead_outbox (
        seq bigint GENERATED ALWAYS AS IDENTITY,
        lead_id uuid PRIMARY KEY REFERENCES leads (id),
        available_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        claimed_by text,
        last_error text,
        delivered_at timestamptz
      )`,
      `CREATE INDEX lead_outbox_due ON lead_outbox (seq) WHERE delivered_at IS NULL`,
      // Lead logs of the earlier file store that have been imported, so each is imported once.
      `CREATE TABLE lead_imports (
        source text PRIMARY KEY,
        leads integer NOT NULL,
        imported_at timestamptz NOT NULL DEFAULT now()
      )`,
    ],
  },
  {
    version: 2,
    statements: [
      // Submissions per client and fixed window, two of which decide (rate-limit.ts); windows older than a day are pruned.
      `CREATE TABLE lead_rate (
        client text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (client, window_start)
      )`,
      // An erased lead's row goes; its outbox row stays as the record that it existed and was erased.
      `ALTER TABLE lead_outbox DROP CONSTRAINT lead_outbox_lead_id_fkey`,
      `ALTER TABLE lead_outbox ADD COLUMN erased_at timestamptz`,
    ],
  },
];

/** An arbitrary constant naming the migration lock among the database's advisory locks. */
const MIGRATION_LOCK = 7_240_316;

/** Brings the lead schema up to date; returns the versions applied. */
export function migrate(db: Database): Promise<number[]> {
  return migrateSchema(db, { table: 'lead_schema', lock: MIGRATION_LOCK, migrations: MIGRATIONS });
}
