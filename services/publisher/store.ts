/**
 * The publisher's records, in the same kind of database as the leads (services/leads/db.ts: PostgreSQL with
 * DATABASE_URL, else PGlite in a folder of the publisher's own). A trigger is what asked for a publish (a
 * Contentful webhook, a content commit); a publish is one build of both sites and what became of it. Triggers
 * that arrive while a build runs wait with no publish, and the next build takes them all at once: that is how
 * a burst of publishes folds into one build.
 */
import type { Database, Queryable } from '../shared/db';
import { migrateSchema, type Schema } from '../shared/migrations';
import type { ContentCheck } from '../../src/shared/content/checks';

/** The publisher's tables, migrated as the lead schema is (services/shared/migrations.ts); a released migration is never edited. */
export const PUBLISHER_SCHEMA: Schema = {
  table: 'publish_schema',
  // An arbitrary constant naming this schema's migration lock among the database's advisory locks.
  lock: 7_240_317,
  migrations: [
    {
      version: 1,
      statements: [
        `CREATE TABLE publishes (
          id bigserial PRIMARY KEY,
          kind text NOT NULL,
          state text NOT NULL,
          started_at timestamptz NOT NULL DEFAULT now(),
          ended_at timestamptz,
          cold_reason text,
          sites jsonb NOT NULL DEFAULT '[]',
          release_id text,
          previous_release_id text,
          problems jsonb NOT NULL DEFAULT '[]',
          error text
        )`,
        `CREATE TABLE publish_triggers (
          id bigserial PRIMARY KEY,
          dedupe_key text NOT NULL UNIQUE,
          source text NOT NULL,
          action text NOT NULL,
          entity_id text,
          version integer,
          content_type text,
          arrived_at timestamptz NOT NULL DEFAULT now(),
          publish_id bigint REFERENCES publishes (id)
        )`,
        `CREATE INDEX publish_triggers_waiting ON publish_triggers (id) WHERE publish_id IS NULL`,
      ],
    },
    {
      version: 2,
      // When the content of what a publish put live changes with no edit (src/pipeline/build-reports.ts).
      statements: [`ALTER TABLE publishes ADD COLUMN next_change timestamptz`],
    },
    {
      version: 3,
      // The content checks of the entries a publish took (src/shared/content/checks.ts).
      statements: [`ALTER TABLE publishes ADD COLUMN checks jsonb NOT NULL DEFAULT '[]'`],
    },
  ],
};

export type PublishState = 'building' | 'live' | 'failed' | 'interrupted';

/** A problem in the editor's words: which entry, which field, why. */
export interface Problem {
  entry: string;
  field: string;
  reason: string;
  locale?: string;
}

export interface SiteResult {
  locale: string;
  seconds: number;
  /** Pages whose HTML this build wrote (0 when nothing they show changed). */
  pagesWritten: number;
  pages: number;
}

export interface Trigger {
  id: number;
  /** Contentful's webhook, a content commit (`npm run publish`), or the publisher resuming an interrupted publish. */
  source: 'contentful' | 'content' | 'publisher';
  action: string;
  entityId: string | null;
  version: number | null;
  contentType: string | null;
  arrivedAt: string;
}

export interface Publish {
  id: number;
  kind: 'publish' | 'rollback';
  state: PublishState;
  startedAt: string;
  endedAt: string | null;
  coldReason: string | null;
  sites: SiteResult[];
  releaseId: string | null;
  previousReleaseId: string | null;
  problems: Problem[];
  error: string | null;
  /**
   * When what this publish put live changes with no edit, and the publisher publishes again; null: never. A
   * rollback's is that of the release it put back, which the publisher does not publish again (nextScheduled).
   */
  nextChange: string | null;
  /** What the site does to the entries this publish took (every entry, for a publish of files or by the publisher). */
  checks: ContentCheck[];
  triggers: Trigger[];
}

export interface NewTrigger {
  key: string;
  source: Trigger['source'];
  action: string;
  entityId?: string | null;
  version?: number | null;
  contentType?: string | null;
}

/** A text column: null stays null. */
const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : value === null || value === undefined ? null : JSON.stringify(value);
const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));
/** PGlite and node-postgres both give jsonb parsed; a string is parsed here in case a driver does not. */
const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

function toTrigger(row: Record<string, unknown>): Trigger {
  return {
    id: Number(row.id),
    source: row.source === 'content' || row.source === 'publisher' ? row.source : 'contentful',
    action: String(row.action),
    entityId: text(row.entity_id),
    version: row.version === null ? null : Number(row.version),
    contentType: text(row.content_type),
    arrivedAt: iso(row.arrived_at),
  };
}

function toPublish(row: Record<string, unknown>, triggers: Trigger[]): Publish {
  return {
    id: Number(row.id),
    kind: row.kind === 'rollback' ? 'rollback' : 'publish',
    state: String(row.state) as PublishState,
    startedAt: iso(row.started_at),
    endedAt: isoOrNull(row.ended_at),
    coldReason: text(row.cold_reason),
    sites: fromJson<SiteResult[]>(row.sites),
    releaseId: text(row.release_id),
    previousReleaseId: text(row.previous_release_id),
    problems: fromJson<Problem[]>(row.problems),
    error: text(row.error),
    nextChange: isoOrNull(row.next_change),
    checks: row.checks === undefined || row.checks === null ? [] : fromJson<ContentCheck[]>(row.checks),
    triggers,
  };
}

export interface ScheduledAttempts {
  /** Tries asked for. */
  asked: number;
  /** Taken by a publish that failed or was interrupted. */
  failed: number;
  /** One waits for a build, or its build runs. */
  pending: boolean;
  /** One was taken by a publish (or a rollback) that went live. */
  live: boolean;
}

export interface PublishStore {
  /** Records a trigger; its id, or null when the same one (its key) was recorded before. */
  addTrigger(trigger: NewTrigger): Promise<number | null>;
  waitingTriggers(): Promise<Trigger[]>;
  /** Starts a publish that takes every waiting trigger; null when none waits. */
  startPublish(coldReason: string | null): Promise<Publish | null>;
  /** A rollback to `to`, building, with the nextChange of the publish that made `to`. */
  startRollback(from: string | null, to: string): Promise<Publish>;
  finishPublish(
    id: number,
    result: {
      state: Exclude<PublishState, 'building'>;
      sites?: SiteResult[];
      releaseId?: string | null;
      problems?: Problem[];
      error?: string | null;
      nextChange?: string | null;
      checks?: ContentCheck[];
    },
  ): Promise<void>;
  /**
   * When the publisher publishes by itself (the live publish's nextChange), or null: nothing due, or live is a
   * rollback, whose content a scheduled build of today's would undo.
   */
  nextScheduled(): Promise<string | null>;
  /** The scheduled publishes asked for at the instant `at`, and what became of them. */
  scheduledAttempts(at: string): Promise<ScheduledAttempts>;
  /** Scheduled publishes waiting for a build become the rollback's, which never builds them; those set aside. */
  setAsideScheduled(rollbackId: number): Promise<Trigger[]>;
  setPrevious(id: number, previousReleaseId: string | null): Promise<void>;
  /** Publishes and rollbacks left 'building' by a process that stopped without finishing them become 'interrupted'. */
  interruptUnfinished(): Promise<Array<{ id: number; kind: Publish['kind'] }>>;
  recent(limit: number): Promise<Publish[]>;
  get(id: number): Promise<Publish | null>;
}

export async function publishStore(db: Database): Promise<PublishStore> {
  await migrateSchema(db, PUBLISHER_SCHEMA);
  const triggersOf = async (q: Queryable, ids: number[]): Promise<Map<number, Trigger[]>> => {
    const byPublish = new Map<number, Trigger[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byPublish;
    const rows = await q.query('SELECT * FROM publish_triggers WHERE publish_id = ANY($1::bigint[]) ORDER BY id', [ids]);
    for (const row of rows) byPublish.get(Number(row.publish_id))?.push(toTrigger(row));
    return byPublish;
  };
  const withTriggers = async (rows: Array<Record<string, unknown>>): Promise<Publish[]> => {
    const triggers = await triggersOf(
      db,
      rows.map((row) => Number(row.id)),
    );
    return rows.map((row) => toPublish(row, triggers.get(Number(row.id)) ?? []));
  };
  return {
    addTrigger: async (trigger) => {
      const rows = await db.query(
        `INSERT INTO publish_triggers (dedupe_key, source, action, entity_id, version, content_type)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        [trigger.key, trigger.source, trigger.action, trigger.entityId ?? null, trigger.version ?? null, trigger.contentType ?? null],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },
    waitingTriggers: async () => (await db.query('SELECT * FROM publish_triggers WHERE publish_id IS NULL ORDER BY id')).map(toTrigger),
    startPublish: (coldReason) =>
      db.transaction(async (tx) => {
        const waiting = await tx.query('SELECT id FROM publish_triggers WHERE publish_id IS NULL ORDER BY id FOR UPDATE');
        if (waiting.length === 0) return null;
        const [row] = await tx.query(`INSERT INTO publishes (kind, state, cold_reason) VALUES ('publish', 'building', $1) RETURNING *`, [
          coldReason,
        ]);
        if (!row) throw new Error('no publish row was returned');
        await tx.query('UPDATE publish_triggers SET publish_id = $1 WHERE id = ANY($2::bigint[])', [
          row.id,
          waiting.map((trigger) => Number(trigger.id)),
        ]);
        const triggers = await triggersOf(tx, [Number(row.id)]);
        return toPublish(row, triggers.get(Number(row.id)) ?? []);
      }),
    startRollback: async (from, to) => {
      // What the release rolled back to shows changes when the publish that made it said; nothing republishes it.
      const [row] = await db.query(
        `INSERT INTO publishes (kind, state, previous_release_id, release_id, next_change)
         VALUES ('rollback', 'building', $1, $2,
           (SELECT next_change FROM publishes WHERE kind = 'publish' AND release_id = $2 ORDER BY id DESC LIMIT 1))
         RETURNING *`,
        [from, to],
      );
      if (!row) throw new Error('no publish row was returned');
      return toPublish(row, []);
    },
    finishPublish: async (id, result) => {
      await db.query(
        `UPDATE publishes SET state = $2, ended_at = now(), sites = COALESCE($3::jsonb, sites), release_id = COALESCE($4, release_id),
           problems = COALESCE($5::jsonb, problems), error = $6, next_change = $7, checks = COALESCE($8::jsonb, checks) WHERE id = $1`,
        [
          id,
          result.state,
          result.sites ? JSON.stringify(result.sites) : null,
          result.releaseId ?? null,
          result.problems ? JSON.stringify(result.problems) : null,
          result.error ?? null,
          result.nextChange ?? null,
          result.checks ? JSON.stringify(result.checks) : null,
        ],
      );
      await db.durable();
    },
    nextScheduled: async () => {
      const [row] = await db.query(`SELECT kind, next_change FROM publishes WHERE state = 'live' ORDER BY ended_at DESC, id DESC LIMIT 1`);
      // A rollback puts an older release live on purpose: a scheduled build of today's content would undo it.
      return row && row.kind === 'publish' ? isoOrNull(row.next_change) : null;
    },
    scheduledAttempts: async (at) => {
      const [row] = await db.query(
        `SELECT count(*)::int AS asked,
           count(*) FILTER (WHERE p.state IN ('failed', 'interrupted'))::int AS failed,
           count(*) FILTER (WHERE t.publish_id IS NULL OR p.state = 'building')::int AS pending,
           count(*) FILTER (WHERE p.state = 'live')::int AS live
         FROM publish_triggers t LEFT JOIN publishes p ON p.id = t.publish_id
         WHERE t.source = 'publisher' AND t.action = 'scheduled' AND t.entity_id = $1`,
        [at],
      );
      return {
        asked: Number(row?.asked ?? 0),
        failed: Number(row?.failed ?? 0),
        pending: Number(row?.pending ?? 0) > 0,
        live: Number(row?.live ?? 0) > 0,
      };
    },
    setAsideScheduled: async (rollbackId) =>
      (
        await db.query(
          `UPDATE publish_triggers SET publish_id = $1
             WHERE publish_id IS NULL AND source = 'publisher' AND action = 'scheduled' RETURNING *`,
          [rollbackId],
        )
      )
        .map(toTrigger)
        .sort((a, b) => a.id - b.id),
    setPrevious: async (id, previousReleaseId) => {
      await db.query('UPDATE publishes SET previous_release_id = $2 WHERE id = $1', [id, previousReleaseId]);
    },
    interruptUnfinished: async () =>
      (
        await db.query(
          `UPDATE publishes SET state = 'interrupted', ended_at = now(),
             error = COALESCE(error, 'the publisher stopped before this publish finished') WHERE state = 'building' RETURNING id, kind`,
        )
      ).map((row) => ({ id: Number(row.id), kind: row.kind === 'rollback' ? 'rollback' : 'publish' })),
    recent: async (limit) => withTriggers(await db.query('SELECT * FROM publishes ORDER BY id DESC LIMIT $1', [limit])),
    get: async (id) => (await withTriggers(await db.query('SELECT * FROM publishes WHERE id = $1', [id])))[0] ?? null,
  };
}
