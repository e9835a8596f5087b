/**
 * What sales operations do with stored leads, for the CLI (cli.ts) and, while the lead service holds
 * PGlite's folder, for the service to do on the CLI's behalf (server.ts, POST /api/leads/ops on loopback,
 * with the token it writes to LEADS_DIR/ops.token).
 */
import { z } from 'zod';
import { deadLettersOf, eraseDeadLetters, replayDeadLetters, type Replay } from './dead-letter';
import { scrubImportedLogs } from './legacy-log';
import type { LeadFilter, LeadRecord, LeadStore } from './store';

export type Operation =
  | { command: 'list'; filter: LeadFilter }
  | { command: 'redeliver'; ids: string[] }
  | { command: 'erase'; email: string }
  | { command: 'replay' };

export type OperationResult =
  | { command: 'list'; leads: LeadRecord[] }
  | { command: 'redeliver'; queued: string[] }
  | { command: 'erase'; erased: string[]; scrubbedFiles: number }
  | ({ command: 'replay' } & Replay);

export async function runOperation(store: LeadStore, leadsDir: string, op: Operation): Promise<OperationResult> {
  switch (op.command) {
    case 'list':
      return { command: 'list', leads: await store.find(op.filter) };
    case 'redeliver':
      return { command: 'redeliver', queued: await store.redeliver(op.ids) };
    case 'erase': {
      // The kept leads are recorded as erased before their files go: a replay that read one meanwhile cannot store it.
      const kept = await deadLettersOf(leadsDir, op.email);
      const erased = [...new Set([...(await store.erase(op.email, kept)), ...kept])];
      await eraseDeadLetters(leadsDir, kept);
      return { command: 'erase', erased, scrubbedFiles: scrubImportedLogs(leadsDir, new Set(erased)).length };
    }
    case 'replay':
      return { command: 'replay', ...(await replayDeadLetters(store, leadsDir)) };
  }
}

const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)));
const OPERATION = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('list'),
    filter: z
      .object({
        form: z.string().max(40).optional(),
        since: isoDate.optional(),
        until: isoDate.optional(),
        delivered: z.boolean().optional(),
        flagged: z.union([z.boolean(), z.string().max(60)]).optional(),
        email: z.string().max(320).optional(),
        limit: z.number().int().positive().optional(),
      })
      .strict(),
  }),
  z.object({ command: z.literal('redeliver'), ids: z.array(z.uuid()).min(1).max(10_000) }),
  z.object({ command: z.literal('erase'), email: z.string().max(320).includes('@') }),
  z.object({ command: z.literal('replay') }).strict(),
]);

/** Checks an operation sent to the service: one of the shapes above, nothing else. */
export function parseOperation(body: unknown): Operation | null {
  const parsed = OPERATION.safeParse(body);
  return parsed.success ? parsed.data : null;
}

const CSV_COLUMNS = [
  'id',
  'received_at',
  'form_type',
  'email',
  'first_name',
  'last_name',
  'company',
  'phone',
  'country',
  'flags',
  'delivered_at',
  'attempts',
  'last_error',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'fields',
] as const;

/**
 * One CSV field: quoted when it must be, and a value a spreadsheet would run as a formula (starting with
 * = + - @ or a tab) is prefixed with an apostrophe, as OWASP advises against CSV injection.
 */
function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Leads as CSV (RFC 4180, CRLF), one per row; the fields without a column of their own as JSON in `fields`. */
export function leadsCsv(records: readonly LeadRecord[]): string {
  const rows = records.map(({ lead: stored, deliveredAt, attempts, lastError }) => {
    const { email, firstName, lastName, companyName, phone, country, formType: _type, ...rest } = stored.lead;
    const utm = stored.attribution ?? {};
    return [
      stored.id,
      stored.receivedAt,
      stored.lead.formType,
      email,
      firstName,
      lastName,
      companyName,
      phone,
      country,
      (stored.flags ?? []).join(' '),
      deliveredAt,
      attempts,
      lastError,
      utm.utm_source,
      utm.utm_medium,
      utm.utm_campaign,
      Object.keys(rest).length > 0 ? rest : null,
    ].map(csvField);
  });
  return [CSV_COLUMNS.join(','), ...rows.map((row) => row.join(','))].join('\r\n') + '\r\n';
}
