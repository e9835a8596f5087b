import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE } from '../shared/config/site';
import { eventSpan } from '../shared/events/schedule';
import { calendarFile, calendarSources, foldContentLines, writeCalendarFiles, type CalendarSource } from './calendar-files';

/** RFC 5545 §3.1: a line break followed by one space or tab continues the previous line. */
const unfold = (ics: string): string => ics.replace(/\r?\n[ \t]/g, '');
const lines = (ics: string): string[] => unfold(ics).split(/\r?\n/);
const property = (ics: string, name: string): string | undefined =>
  lines(ics)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

const source: CalendarSource = {
  kind: 'event',
  key: 'importer-summit-2027',
  title: 'Importer Summit 2027: tariffs, bonds and the ocean contract season ahead',
  description: 'A day of talks and workshops for importers planning the 2027 contract season, with lunch.',
  path: '/events/importer-summit-2027',
  span: eventSpan({ date: '2027-04-20', startTime: '08:30', endTime: '17:00', timeZone: 'America/Los_Angeles' }),
  location: 'Harbourline Long Beach office, 100 Ocean Blvd, 90802 Long Beach',
  status: 'scheduled',
};

describe('calendarFile', () => {
  const ics = calendarFile(source, 'en-US');

  it('is one calendar holding exactly one event', () => {
    const unfolded = lines(ics);
    expect(unfolded[0]).toBe('BEGIN:VCALENDAR');
    expect(unfolded.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(unfolded.filter((line) => line === 'END:VEVENT')).toHaveLength(1);
    expect(unfolded).toContain('END:VCALENDAR');
  });

  it('ends every line with CRLF, as RFC 5545 requires', () => {
    expect(ics).toContain('\r\n');
    // A bare LF would be a line the strictest readers refuse.
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('folds no content line beyond 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  });

  it('folds by octets, not characters, never inside a character, so Chinese text and dashes unfold to what was written', () => {
    const title = '2027 年进口商峰会：关税、保证金与海运合同季 – 长滩办公室全天讲座与研讨会，含午餐';
    const description = `为计划 2027 年合同季的进口商举办的一天讲座与研讨会 — 报名请尽早。`.repeat(3);
    const zh = calendarFile({ ...source, title, description, location: '长滩办公室 – 海洋大道 100 号' }, 'zh-CN');
    const physical = zh.split('\r\n');
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    // Continuations start with one space (RFC 5545's own example), not the tab the library writes.
    expect(physical.filter((line) => /^[ \t]/.test(line)).every((line) => line.startsWith(' ') && !line.startsWith('  '))).toBe(true);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    expect(property(zh, 'SUMMARY')).toBe(title);
    expect(property(zh, 'DESCRIPTION')).toContain(description);
    expect(property(zh, 'LOCATION')).toBe('长滩办公室 – 海洋大道 100 号');
  });

  // A calendar that imports the file again must update its entry, not add a second: the UID may not
  // depend on the build or the regional site.
  it('gives a UID from kind and key, the same in every build and on both sites', () => {
    expect(property(ics, 'UID')).toBe('event-importer-summit-2027@www.harbourline.example');
    expect(property(calendarFile(source, 'en-US'), 'UID')).toBe(property(ics, 'UID'));
    expect(property(calendarFile(source, 'zh-CN'), 'UID')).toBe(property(ics, 'UID'));
    expect(property(calendarFile({ ...source, kind: 'webinar' }, 'en-US'), 'UID')).toBe(
      'webinar-importer-summit-2027@www.harbourline.example',
    );
  });

  it('writes start and end in UTC basic format', () => {
    expect(property(ics, 'DTSTART')).toBe('20270420T153000Z');
    expect(property(ics, 'DTEND')).toBe('20270421T000000Z');
  });

  it('links to the page on the site of the locale', () => {
    const enUrl = `${SITE.urls['en-US']}/events/importer-summit-2027/`;
    const zhUrl = `${SITE.urls['zh-CN']}/events/importer-summit-2027/`;
    expect(enUrl).toBe('https://www.harbourline.example/events/importer-summit-2027/');
    expect(zhUrl).toBe('https://cn.harbourline.example/events/importer-summit-2027/');

    expect(property(ics, 'URL')).toBe(enUrl);
    expect(property(ics, 'DESCRIPTION')).toContain(enUrl);

    const zh = calendarFile(source, 'zh-CN');
    expect(property(zh, 'URL')).toBe(zhUrl);
    expect(property(zh, 'DESCRIPTION')).toContain(zhUrl);
    expect(unfold(zh)).not.toContain(SITE.urls['en-US'] + '/events');
  });

  it('carries title and location, escaping the commas RFC 5545 reserves', () => {
    expect(property(ics, 'SUMMARY')).toBe('Importer Summit 2027: tariffs\\, bonds and the ocean contract season ahead');
    expect(property(ics, 'LOCATION')).toBe('Harbourline Long Beach office\\, 100 Ocean Blvd\\, 90802 Long Beach');
  });

  it('is CONFIRMED while on, TENTATIVE while postponed and CANCELLED once cancelled', () => {
    expect(property(calendarFile({ ...source, status: 'postponed' }, 'en-US'), 'STATUS')).toBe('TENTATIVE');
    expect(property(ics, 'STATUS')).toBe('CONFIRMED');
    expect(property(calendarFile({ ...source, status: 'cancelled' }, 'en-US'), 'STATUS')).toBe('CANCELLED');
  });
});

describe('foldContentLines', () => {
  it('fills a line to 75 octets and a continuation to 74 after its space, moving a character that does not fit whole', () => {
    const ascii = 'a'.repeat(74);
    // '中' is 3 octets and 😀 4 (a surrogate pair in JavaScript): neither is split.
    expect(foldContentLines(`${ascii}中${'b'.repeat(72)}😀`).split('\r\n')).toEqual([ascii, ` 中${'b'.repeat(71)}`, ' b😀']);
    expect(foldContentLines('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldContentLines('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
  });

  it('refolds what was folded by characters, leaving short lines as they are', () => {
    const long = `SUMMARY:${'关税'.repeat(40)}`;
    const byCharacters = `BEGIN:VEVENT\r\n${long.slice(0, 75)}\r\n\t${long.slice(75)}\r\nEND:VEVENT`;
    const folded = foldContentLines(byCharacters);
    expect(folded.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    expect(unfold(folded)).toBe(`BEGIN:VEVENT\r\n${long}\r\nEND:VEVENT`);
  });
});

type CalendarData = Parameters<typeof calendarSources>[0];
type EventNode = CalendarData['allEvent']['nodes'][number];
type WebinarNode = CalendarData['allWebinar']['nodes'][number];

const pastEvent: EventNode = {
  slug: 'forum-2026',
  title: 'Forum 2026',
  description: 'Last year’s forum.',
  path: '/events/forum-2026',
  date: '2026-10-05',
  startTime: '09:00',
  endTime: '17:00',
  timeZone: 'Europe/Amsterdam',
  location: 'Rotterdam',
  status: 'scheduled',
  venue: { name: 'Harbourline Rotterdam office', streetAddress: 'Kade 41', postalCode: '3072 AP', locality: 'Rotterdam' },
};

const futureEvent: EventNode = {
  slug: 'summit-2027',
  title: 'Summit 2027',
  description: 'Next year’s summit.',
  path: '/events/summit-2027/',
  date: '2027-04-20',
  endDate: '2027-04-21',
  startTime: '08:30',
  endTime: '16:00',
  timeZone: 'America/Los_Angeles',
  location: 'Long Beach',
  status: 'cancelled',
  venue: { name: 'Harbourline Long Beach office', streetAddress: '100 Ocean Blvd', postalCode: '90802', locality: 'Long Beach' },
};

const futureWebinar: WebinarNode = {
  slug: 'tariffs-2027',
  title: 'Tariffs in 2027',
  description: 'What changes in January.',
  path: '/webinars/tariffs-2027',
  date: '2027-01-12',
  startTime: '10:00',
  timeZone: 'America/New_York',
  durationMinutes: 60,
};

const data: CalendarData = { allEvent: { nodes: [pastEvent, futureEvent] }, allWebinar: { nodes: [futureWebinar] } };
const now = Date.parse('2026-11-24T00:00:00Z');

describe('calendarSources', () => {
  it('keeps only the entries not over at now', () => {
    const sources = calendarSources(data, 'en-US', now);
    expect(sources.map((s) => `${s.kind}:${s.key}`)).toEqual(['event:summit-2027', 'webinar:tariffs-2027']);
  });

  it('drops an entry from the very instant it ends', () => {
    const end = Date.parse('2027-01-12T16:00:00Z');
    expect(calendarSources(data, 'en-US', end - 1).map((s) => s.key)).toContain('tariffs-2027');
    expect(calendarSources(data, 'en-US', end).map((s) => s.key)).not.toContain('tariffs-2027');
  });

  it('keeps an event still running at now', () => {
    const running = Date.parse('2026-10-05T12:00:00Z');
    expect(calendarSources(data, 'en-US', running).map((s) => s.key)).toContain('forum-2026');
  });

  it('gives an event its span, its venue as the location and its cancellation', () => {
    const event = calendarSources(data, 'en-US', now).find((s) => s.key === 'summit-2027');
    expect(event).toMatchObject({
      kind: 'event',
      title: 'Summit 2027',
      description: 'Next year’s summit.',
      path: '/events/summit-2027/',
      location: 'Harbourline Long Beach office, 100 Ocean Blvd, 90802 Long Beach',
      status: 'cancelled',
    });
    expect(event?.span.start.iso).toBe('2027-04-20T08:30:00-07:00');
    expect(event?.span.end.iso).toBe('2027-04-21T16:00:00-07:00');
  });

  it('falls back to the location text of an event without a venue', () => {
    const online: EventNode = { ...futureEvent, slug: 'online-2027', venue: null, location: 'Online', status: 'scheduled' };
    const found = calendarSources({ ...data, allEvent: { nodes: [online] } }, 'en-US', now).find((s) => s.key === 'online-2027');
    expect(found?.location).toBe('Online');
    expect(found?.status).toBe('scheduled');
  });

  it('gives a webinar its duration and an online location in the site’s language', () => {
    const en = calendarSources(data, 'en-US', now).find((s) => s.kind === 'webinar');
    expect(en?.location).toBe('Online');
    expect(en?.status).toBe('scheduled');
    expect(en?.span.start.iso).toBe('2027-01-12T10:00:00-05:00');
    expect(en?.span.end.iso).toBe('2027-01-12T11:00:00-05:00');

    const zh = calendarSources(data, 'zh-CN', now).find((s) => s.kind === 'webinar');
    expect(zh?.location).toBe('线上');
  });
});

describe('writeCalendarFiles', () => {
  it('writes each file beside its page and counts them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'calendar-files-'));
    try {
      const sources = calendarSources(data, 'en-US', now);
      expect(writeCalendarFiles(dir, sources, 'en-US')).toBe(2);

      const summit = path.join(dir, 'events', 'summit-2027.ics');
      const webinar = path.join(dir, 'webinars', 'tariffs-2027.ics');
      expect(fs.existsSync(summit)).toBe(true);
      expect(fs.existsSync(webinar)).toBe(true);
      expect(fs.existsSync(path.join(dir, 'events', 'forum-2026.ics'))).toBe(false);

      const written = fs.readFileSync(summit, 'utf8');
      expect(property(written, 'UID')).toBe('event-summit-2027@www.harbourline.example');
      expect(property(written, 'STATUS')).toBe('CANCELLED');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes nothing when no entry is ahead', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'calendar-files-'));
    try {
      expect(writeCalendarFiles(dir, [], 'en-US')).toBe(0);
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
