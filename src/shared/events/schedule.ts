/**
 * When events and webinars happen, as instants: the content gives a date, a time of day and the venue's
 * IANA time zone; structured data, calendar files and "has it ended?" need the instant with its offset.
 * The build's own date (`BUILD_DATE`, or the moment the build began) decides what is past. This runs at
 * build time: entries carry the results as fields (startsAt, endsAt, ended), so pages ship none of it.
 */

/** Minutes east of UTC that `timeZone` is at the instant `epochMs`. */
export function zoneOffsetMinutes(timeZone: string, epochMs: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(epochMs))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0; // "GMT" alone: UTC itself
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

import type { Instant, Span } from './span';

export type { Instant, Span };

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The instant a wall-clock `date` (YYYY-MM-DD) and `time` (HH:MM) name in `timeZone`. */
export function zonedInstant(date: string, time: string, timeZone: string): Instant {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // The offset at the guess, then at the corrected instant: right on both sides of a DST change.
  let offset = zoneOffsetMinutes(timeZone, asUtc - zoneOffsetMinutes(timeZone, asUtc) * 60_000);
  offset = zoneOffsetMinutes(timeZone, asUtc - offset * 60_000);
  return { epochMs: asUtc - offset * 60_000, iso: `${date}T${time}:00${offsetText(offset)}` };
}

/** The instant `minutes` after `start`, written in `timeZone`'s offset at that moment. */
export function laterInstant(start: Instant, minutes: number, timeZone: string): Instant {
  const epochMs = start.epochMs + minutes * 60_000;
  const offset = zoneOffsetMinutes(timeZone, epochMs);
  const wall = new Date(epochMs + offset * 60_000).toISOString().slice(0, 19);
  return { epochMs, iso: `${wall}${offsetText(offset)}` };
}

/** An event's span: from `startTime` on its first day to `endTime` on its last. */
export function eventSpan(event: { date: string; endDate?: string | null; startTime: string; endTime: string; timeZone: string }): Span {
  return {
    start: zonedInstant(event.date, event.startTime, event.timeZone),
    end: zonedInstant(event.endDate ?? event.date, event.endTime, event.timeZone),
    timeZone: event.timeZone,
  };
}

/** A webinar's span: its start and its length. */
export function webinarSpan(webinar: { date: string; startTime: string; timeZone: string; durationMinutes: number }): Span {
  const start = zonedInstant(webinar.date, webinar.startTime, webinar.timeZone);
  return { start, end: laterInstant(start, webinar.durationMinutes, webinar.timeZone), timeZone: webinar.timeZone };
}

/**
 * The instant a day given as YYYY-MM-DD is over, in UTC: a job posting valid through a day takes applications
 * until the day after begins. The posting names no time zone, and UTC is the one its structured data's date means.
 */
export function endOfUtcDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();
}

/** The variable that carries the build's "now" to every process of the build (gatsby-config sets it). */
export const BUILD_NOW_ENV = 'SITE_BUILD_DATE';

/**
 * The build's "now": `SITE_BUILD_DATE` (set by gatsby-config from `BUILD_DATE`, a date or a date-time),
 * else this process's clock (tests and tools outside a build).
 */
export function buildNow(env: Record<string, string | undefined> = { [BUILD_NOW_ENV]: process.env[BUILD_NOW_ENV] }): number {
  const value = env[BUILD_NOW_ENV];
  if (!value) return Date.now();
  // A date-time must carry its offset: without one, the server and each browser would read it in their own zones.
  const iso = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.exec(value);
  const parsed = iso ? Date.parse(iso[1] ? value : `${value}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(parsed))
    throw new Error(`BUILD_DATE must be a date (YYYY-MM-DD) or an ISO date-time with its offset (2026-11-24T06:00:00Z), not "${value}"`);
  return parsed;
}

/** Whether the span is over at the build's "now". */
export function hasEnded(span: Span, now: number = buildNow()): boolean {
  return span.end.epochMs <= now;
}

/**
 * The span of "now" around `now` over which hasEnded gives the same answer for spans ending at each of `ends` (ms):
 * from the last end reached to the next one, which it excludes. Unbounded sides are the ends of JavaScript's dates.
 */
export function endedHoldsBetween(ends: Iterable<number>, now: number): { from: number; until: number } {
  let from = -8.64e15;
  let until = 8.64e15;
  for (const end of ends) {
    if (end <= now) from = Math.max(from, end);
    else until = Math.min(until, end);
  }
  return { from, until };
}
