/**
 * The .ics file (RFC 5545) of every event and webinar still ahead at the build's date, written beside its
 * page (/events/summit/ -> /events/summit.ics). Times are written in UTC, which every calendar shows in its
 * reader's zone; the UID is the entry's kind and key, the same on both regional sites and in every build,
 * so a calendar that imports the file again updates its entry rather than adding a second.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createEvent, type EventAttributes } from 'ics';
import { SITE } from '../shared/config/site';
import { calendarFilePath, venueLine } from '../shared/events/calendar';
import { eventSpan, hasEnded, webinarSpan, type Span } from '../shared/events/schedule';
import { pageTranslator } from '../shared/i18n/page-translator';
import occasionCatalogue from '../../locales/zh-CN/components/content/Occasion.json';
import type { Locale } from '../shared/i18n/locales';
import { normalizePath } from '../shared/routing/paths';

export interface CalendarSource {
  kind: 'event' | 'webinar';
  key: string;
  title: string;
  description: string;
  path: string;
  span: Span;
  location: string;
  /** scheduled, postponed or cancelled: a postponed one is TENTATIVE at its old date until it has a new one. */
  status: string;
}

const STATUS = { scheduled: 'CONFIRMED', postponed: 'TENTATIVE', cancelled: 'CANCELLED' } as const;

const UID_DOMAIN = new URL(SITE.urls['en-US']).hostname;

const FOLD_OCTETS = 75;

/**
 * RFC 5545 §3.1 folds content lines at 75 octets of UTF-8, never inside a character, each continuation
 * starting with one space that counts toward its 75. The ics package folds at 75 characters (a Chinese
 * title or an en dash makes longer lines), so its output is unfolded and folded again here.
 */
export function foldContentLines(ics: string): string {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const char of line) {
        const size = Buffer.byteLength(char, 'utf8');
        if (octets + size > FOLD_OCTETS - (parts.length === 0 ? 0 : 1)) {
          parts.push(part);
          part = '';
          octets = 0;
        }
        part += char;
        octets += size;
      }
      return [...parts, part].join('\r\n ');
    })
    .join('\r\n');
}

/** The calendar file's text; throws, naming the page, when the library refuses the entry. */
export function calendarFile(source: CalendarSource, locale: Locale): string {
  const url = `${SITE.urls[locale]}${normalizePath(source.path)}`;
  const attributes: EventAttributes = {
    uid: `${source.kind}-${source.key}@${UID_DOMAIN}`,
    productId: `-//${SITE.brandName}//${locale} site//EN`,
    title: source.title,
    description: `${source.description}\n\n${url}`,
    url,
    location: source.location,
    start: source.span.start.epochMs,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: source.span.end.epochMs,
    endInputType: 'utc',
    endOutputType: 'utc',
    status: source.status in STATUS ? STATUS[source.status as keyof typeof STATUS] : 'CONFIRMED',
    organizer: { name: SITE.brandName, email: SITE.email },
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw new Error(`Calendar file for ${source.path}: ${error?.message ?? 'no output'}`);
  return foldContentLines(value);
}

interface EventNode {
  slug: string;
  title: string;
  description: string;
  path: string;
  date: string;
  endDate?: string | null;
  startTime: string;
  endTime: string;
  timeZone: string;
  location: string;
  status: string;
  venue?: { name: string; streetAddress: string; postalCode: string; locality: string } | null;
}

interface WebinarNode {
  slug: string;
  title: string;
  description: string;
  path: string;
  date: string;
  startTime: string;
  timeZone: string;
  durationMinutes: number;
}

export const CALENDAR_QUERY = `{
  allEvent { nodes { slug title description path date endDate startTime endTime timeZone location status venue { name streetAddress postalCode locality } } }
  allWebinar { nodes { slug title description path date startTime timeZone durationMinutes } }
}`;

/** The entries with a calendar file: those not over at `now`. */
export function calendarSources(
  data: { allEvent: { nodes: EventNode[] }; allWebinar: { nodes: WebinarNode[] } },
  locale: Locale,
  now: number,
): CalendarSource[] {
  const events = data.allEvent.nodes.map((event) => ({
    kind: 'event' as const,
    key: event.slug,
    title: event.title,
    description: event.description,
    path: event.path,
    span: eventSpan(event),
    location: event.venue ? venueLine(event.venue) : event.location,
    status: event.status,
  }));
  const webinars = data.allWebinar.nodes.map((webinar) => ({
    kind: 'webinar' as const,
    key: webinar.slug,
    title: webinar.title,
    description: webinar.description,
    path: webinar.path,
    span: webinarSpan(webinar),
    location: pageTranslator(occasionCatalogue, locale)('Online'),
    status: 'scheduled',
  }));
  return [...events, ...webinars].filter((source) => !hasEnded(source.span, now));
}

/** Writes each calendar file under `publicDir`; returns how many. */
export function writeCalendarFiles(publicDir: string, sources: ReadonlyArray<CalendarSource>, locale: Locale): number {
  for (const source of sources) {
    const file = path.join(publicDir, calendarFilePath(source.path));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, calendarFile(source, locale));
  }
  return sources.length;
}
