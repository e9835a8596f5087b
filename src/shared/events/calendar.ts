/**
 * "Add to calendar" for an upcoming event or webinar: the calendar file the build writes beside its page
 * (src/pipeline/calendar-files.ts), and the add links of the two web calendars most visitors of the en-US site use.
 */
import type { Span } from './span';

/** The .ics file of the entry whose page is at `pagePath`: /events/summit/ -> /events/summit.ics */
export function calendarFilePath(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, '')}.ics`;
}

export interface CalendarEntry {
  title: string;
  description: string;
  /** The page's absolute address, given in the calendar entry so people can find their way back. */
  url: string;
  location: string;
  span: Span;
}

/** 2027-04-20T15:30:00.000Z -> 20270420T153000Z, the basic form Google's template link takes. */
const basicUtc = (epochMs: number): string =>
  new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Google Calendar's event template link (calendar.google.com/calendar/render?action=TEMPLATE). */
export function googleCalendarLink(entry: CalendarEntry): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${basicUtc(entry.span.start.epochMs)}/${basicUtc(entry.span.end.epochMs)}`,
    details: `${entry.description}\n\n${entry.url}`,
    location: entry.location,
    ctz: entry.span.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook on the web's compose link (Microsoft 365 work accounts, which most shippers' teams use). */
export function outlookCalendarLink(entry: CalendarEntry): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: entry.title,
    startdt: entry.span.start.iso,
    enddt: entry.span.end.iso,
    body: `${entry.description}\n\n${entry.url}`,
    location: entry.location,
  });
  return `https://outlook.office.com/calendar/0/deeplink/compose?${params.toString()}`;
}

/** A venue as one line, for calendar entries: "Harbourline Rotterdam office, Kade 41, 3072 AP Rotterdam". */
export function venueLine(venue: { name: string; streetAddress: string; postalCode: string; locality: string }): string {
  return `${venue.name}, ${venue.streetAddress}, ${venue.postalCode} ${venue.locality}`;
}
