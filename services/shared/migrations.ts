/**
 * A service's schema, as numbered migrations applied in order, the same on PGlite and PostgreSQL (db.ts): the
 * leads' (services/leads/schema.ts) and the publisher's (services/publisher/store.ts). Several processes may
 * start at once against one PostgreSQL: an advisory lock lets one migrate while the others wait, then find
 * nothing left to do.
 */
import type { Database } from './db';

export interface Schema {
  /** The table that records which versions are applied. */
  table: string;
  /** The advisory lock that lets one process migrate while the others wait. */
  lock: number;
  migrations: ReadonlyArray<{ version: number; statements: readonly string[] }>;
}

/** Brings a schema up to date; returns the versions applied. */
export async function migrateSchema(db: Database, schema: Schema): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [schema.lock]);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS ${schema.table} (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const [current] = await tx.query<{ version: number }>(`SELECT coalesce(max(version), 0)::int AS version FROM ${schema.table}`);
    const version = current?.version ?? 0;
    const applied: number[] = [];
    for (const migration of schema.migrations) {
      if (migration.version <= version) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query(`INSERT INTO ${schema.table} (version) VALUES ($1)`, [migration.version]);
      applied.push(migration.version);
    }
    return applied;
  });
}
