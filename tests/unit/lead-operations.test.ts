import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseCommand, print } from '../../services/leads/cli';
import type { StoredLead } from '../../services/leads/lead';
import { leadsCsv, parseOperation, runOperation } from '../../services/leads/operations';
import { tokenMatches } from '../../services/shared/operator-token';
import { LeadStore } from '../../services/leads/store';
import { terminalLines, terminalText } from '../../services/leads/terminal-text';
import { freshLeadsDir } from '../support/leads-dir';

let dir: string;
let store: LeadStore;
const leads: StoredLead[] = [];

function lead(formType: string, email: string, receivedAt: string, flags: string[] = []): StoredLead {
  return {
    id: randomUUID(),
    receivedAt,
    lead: { formType, email, firstName: 'Ana', lastName: 'Lopez', consent: true },
    attribution: { utm_source: 'linkedin' },
    flags,
  };
}

beforeAll(async () => {
  dir = await freshLeadsDir(() => undefined);
  store = await LeadStore.open({ leadsDir: dir });
  leads.push(
    lead('quote', 'ana@northfield.example', '2026-10-30T09:00:00.000Z'),
    lead('contact', 'ana@northfield.example', '2026-11-02T09:00:00.000Z', ['suspected-spam']),
    lead('newsletter', 'bo@northfield.example', '2026-11-03T09:00:00.000Z', ['captcha-not-used']),
  );
  for (const l of leads) await store.add(l);
  await store.markDelivered(leads[0]?.id ?? '');
});
afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ids = (records: Array<{ lead: StoredLead }>) => records.map((r) => r.lead.id);

describe('sales operations on stored leads', () => {
  it('filters by form, dates, delivery, flags and address', async () => {
    const [quote, contact, newsletter] = leads.map((l) => l.id);
    expect(ids(await store.find())).toEqual([quote, contact, newsletter]);
    expect(ids(await store.find({ form: 'contact' }))).toEqual([contact]);
    expect(ids(await store.find({ since: '2026-11-01', until: '2026-11-03' }))).toEqual([contact]);
    expect(ids(await store.find({ delivered: true }))).toEqual([quote]);
    expect(ids(await store.find({ delivered: false }))).toEqual([contact, newsletter]);
    expect(ids(await store.find({ flagged: true }))).toEqual([contact, newsletter]);
    expect(ids(await store.find({ flagged: 'suspected-spam' }))).toEqual([contact]);
    expect(ids(await store.find({ email: 'ANA@northfield.example', limit: 1 }))).toEqual([quote]);
  });

  it('exports CSV that a spreadsheet opens as data: quoted where needed, formulas defused', () => {
    const record = {
      lead: {
        ...lead('contact', '=HYPERLINK("x")', '2026-11-02T09:00:00.000Z', ['suspected-spam']),
        lead: { formType: 'contact', email: 'a@b.example', firstName: '=SUM(A1)', lastName: 'O"Neil, Jr', message: 'two\nlines' },
      },
      deliveredAt: null,
      attempts: 2,
      lastError: 'HTTP 502',
    };
    const [header, row, end] = leadsCsv([record]).split('\r\n');
    expect(header).toBe(
      'id,received_at,form_type,email,first_name,last_name,company,phone,country,flags,delivered_at,attempts,last_error,utm_source,utm_medium,utm_campaign,fields',
    );
    expect(row).toBe(
      `${record.lead.id},2026-11-02T09:00:00.000Z,contact,a@b.example,'=SUM(A1),"O""Neil, Jr",,,,suspected-spam,,2,HTTP 502,linkedin,,,"{""message"":""two\\nlines""}"`,
    );
    expect(end).toBe('');
  });

  it('queues a delivered lead again, keeping its id', async () => {
    const [quote] = leads;
    expect(await runOperation(store, dir, { command: 'redeliver', ids: [quote?.id ?? '', randomUUID()] })).toEqual({
      command: 'redeliver',
      queued: [quote?.id],
    });
    expect(ids(await store.find({ delivered: false }))[0]).toBe(quote?.id);
    expect((await store.claim('w', 60_000))?.lead.id).toBe(quote?.id);
  });

  it('erases every lead of an address: data and attribution gone, the delivery record left with the id, never delivered, scrubbed from imported logs', async () => {
    const erasedIds = leads.slice(0, 2).map((l) => l.id);
    const imported = path.join(dir, 'leads.log.imported');
    const lines = [
      JSON.stringify({ t: 'lead', ...leads[0] }),
      JSON.stringify({ t: 'delivered', id: leads[0]?.id, at: '2026-10-30T09:00:05.000Z' }),
      JSON.stringify({ t: 'lead', ...leads[2] }),
    ];
    fs.writeFileSync(imported, `${lines.join('\n')}\n`);
    const result = await runOperation(store, dir, { command: 'erase', email: 'Ana@Northfield.example' });
    expect(result).toEqual({ command: 'erase', erased: expect.arrayContaining(erasedIds) as unknown, scrubbedFiles: 1 });
    expect(ids(await store.find())).toEqual([leads[2]?.id]);
    expect(await store.db.query('SELECT lead_id FROM lead_outbox WHERE erased_at IS NOT NULL ORDER BY seq')).toEqual(
      erasedIds.map((id) => ({ lead_id: id })),
    );
    expect(JSON.stringify(await store.db.query('SELECT * FROM leads'))).not.toContain('ana@northfield.example');
    expect(fs.readFileSync(imported, 'utf8')).toBe(`${lines.slice(1).join('\n')}\n`);
    // The erased lead a worker had claimed is not offered again; the others are.
    await store.markFailed(leads[0]?.id ?? '', 0, 'x');
    expect((await store.claim('w', 60_000))?.lead.id).toBe(leads[2]?.id);
    expect(await store.counts()).toEqual({ stored: 1, delivered: 0, pending: 1 });
  });
});

describe('the command line', () => {
  it('reads filters, export, redeliver and a confirmed erase, and refuses what it cannot do', () => {
    expect(parseCommand(['list', '--form', 'quote', '--since', '2026-11-01', '--pending', '--flag', 'suspected-spam'])).toEqual({
      op: { command: 'list', filter: { form: 'quote', since: '2026-11-01', delivered: false, flagged: 'suspected-spam' } },
      csv: false,
    });
    expect(parseCommand(['export', '--flagged']).csv).toBe(true);
    expect(parseCommand(['redeliver', 'a', 'b']).op).toEqual({ command: 'redeliver', ids: ['a', 'b'] });
    expect(parseCommand(['erase', 'ana@northfield.example', '--yes']).op).toEqual({ command: 'erase', email: 'ana@northfield.example' });
    expect(() => parseCommand(['erase', 'ana@northfield.example'])).toThrow(/--yes/);
    expect(() => parseCommand(['list', '--since', 'last week'])).toThrow(/date/);
    expect(() => parseCommand(['list', '--delivered', '--pending'])).toThrow(/exclude/);
    expect(() => parseCommand(['drop'])).toThrow(/Usage/);
  });

  it('lets the service run only well-formed operations, for the holder of its token', () => {
    expect(parseOperation({ command: 'erase', email: 'a@b.example' })).toEqual({ command: 'erase', email: 'a@b.example' });
    expect(parseOperation({ command: 'redeliver', ids: ["1'; DROP TABLE leads; --"] })).toBeNull();
    expect(parseOperation({ command: 'drop' })).toBeNull();
    expect(tokenMatches('abc', 'Bearer abc')).toBe(true);
    expect(tokenMatches('abc', 'Bearer abd')).toBe(false);
    expect(tokenMatches('abc', undefined)).toBe(false);
  });
});

// What may reach a terminal raw: C0 and C1 controls, DEL, the bidirectional embeddings, overrides and isolates.
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const RAW_CONTROL = /[\0-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069]/;

describe("what the lead tools print to the operator's terminal", () => {
  it('escapes every C0 and C1 control, DEL and bidirectional override or isolate, and nothing else', () => {
    const unsafe = (code: number) =>
      code <= 0x1f || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
    const wrong: string[] = [];
    for (let code = 0; code < 0x2100; code += 1) {
      const char = String.fromCharCode(code);
      const hex = code.toString(16).padStart(code < 0x100 ? 2 : 4, '0');
      if (terminalText(`a${char}b`) !== (unsafe(code) ? `a\\${code < 0x100 ? 'x' : 'u'}${hex}b` : `a${char}b`)) wrong.push(hex);
    }
    expect(wrong).toEqual([]);
    expect(terminalText('Ana \u4E2D\u6587 \u00E9 \u{1F6A2}')).toBe('Ana \u4E2D\u6587 \u00E9 \u{1F6A2}');
    expect(terminalLines('a,b\r\n\x1B[2K,"two\nlines"\r\n')).toBe('a,b\n\\x1b[2K,"two\nlines"\n');
  });

  it('lists a lead whose name holds escape sequences and a right-to-left override as visible escapes', async () => {
    const hostile: StoredLead = {
      ...lead('contact', 'eve@northfield.example', '2026-11-04T09:00:00.000Z'),
      lead: {
        formType: 'contact',
        email: 'eve@northfield.example',
        firstName: 'Eve\x1B]0;pwned\x07',
        lastName: '\x1B[2KMallory \u202Efdp.exe',
        consent: true,
      },
    };
    await store.add(hostile);
    const listed = await runOperation(store, dir, { command: 'list', filter: { email: 'eve@northfield.example' } });
    if (listed.command !== 'list') throw new Error('not a list');
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      print(listed, false);
      // An upstream's answer, stored as the delivery's last error, and a dead letter's, are printed too.
      print(
        { command: 'list', leads: listed.leads.map((record) => ({ ...record, attempts: 2, lastError: 'HTTP 500: \x1B[31mdown\x9B' })) },
        false,
      );
      print(
        { command: 'replay', replayed: [], remaining: [{ id: hostile.id, error: 'unreadable: \x1B]8;;https://evil.example\x07' }] },
        false,
      );
    } finally {
      log.mockRestore();
    }
    expect(lines.filter((line) => RAW_CONTROL.test(line))).toEqual([]);
    expect(lines[0]).toContain('Eve\\x1b]0;pwned\\x07 \\x1b[2KMallory \\u202efdp.exe <eve@northfield.example>');
    expect(lines[1]).toBe('1 leads');
    expect(lines[2]).toContain('pending, 2 attempts, last: HTTP 500: \\x1b[31mdown\\x9b');
    expect(lines[4]).toBe(`${hostile.id}  not stored: unreadable: \\x1b]8;;https://evil.example\\x07`);
  });

  it('keeps the CSV export as data: a cell a spreadsheet would run as a formula is prefixed', () => {
    const record = { lead: lead('contact', 'a@b.example', '2026-11-02T09:00:00.000Z'), deliveredAt: null, attempts: 0, lastError: null };
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      const [, row] = leadsCsv([{ ...record, lead: { ...record.lead, lead: { formType: 'contact', firstName: `${start}1+1` } } }]).split(
        '\r\n',
      );
      expect(row?.split(',')[4]).toMatch(new RegExp(`^"?'\\${start === '\t' ? 't' : start === '\r' ? 'r' : start}1\\+1`));
    }
  });
});
