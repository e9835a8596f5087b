import { describe, expect, it } from 'vitest';
import { calendarFilePath, googleCalendarLink, outlookCalendarLink, venueLine, type CalendarEntry } from './calendar';
import { eventSpan } from './schedule';

const entry: CalendarEntry = {
  title: 'Importer Summit & Workshop',
  description: 'A day on tariffs, customs bonds and ocean contracts.',
  url: 'https://www.harbourline.example/events/importer-summit/',
  location: 'Harbourline Long Beach office, 100 Ocean Blvd, 90802 Long Beach',
  span: eventSpan({ date: '2027-04-20', startTime: '08:30', endTime: '17:00', timeZone: 'America/Los_Angeles' }),
};

describe('calendarFilePath', () => {
  it('puts the file beside the page, with or without its trailing slash', () => {
    expect(calendarFilePath('/events/summit/')).toBe('/events/summit.ics');
    expect(calendarFilePath('/events/summit')).toBe('/events/summit.ics');
  });

  it('drops repeated trailing slashes too', () => {
    expect(calendarFilePath('/webinars/tariffs-2027//')).toBe('/webinars/tariffs-2027.ics');
  });
});

describe('googleCalendarLink', () => {
  const link = new URL(googleCalendarLink(entry));

  it("is Google Calendar's event template", () => {
    expect(link.protocol).toBe('https:');
    expect(link.host).toBe('calendar.google.com');
    expect(link.pathname).toBe('/calendar/render');
    expect(link.searchParams.get('action')).toBe('TEMPLATE');
  });

  // 08:30–17:00 PDT is 15:30–00:00 UTC, so the end is on the next UTC day.
  it('gives the dates in UTC basic format', () => {
    expect(link.searchParams.get('dates')).toBe('20270420T153000Z/20270421T000000Z');
  });

  it('names the zone, title and location, and links back to the page in the details', () => {
    expect(link.searchParams.get('ctz')).toBe('America/Los_Angeles');
    expect(link.searchParams.get('text')).toBe('Importer Summit & Workshop');
    expect(link.searchParams.get('location')).toBe(entry.location);
    const details = link.searchParams.get('details') ?? '';
    expect(details).toContain(entry.description);
    expect(details).toContain(entry.url);
  });

  it('follows the span across a daylight-saving change', () => {
    const span = eventSpan({
      date: '2027-03-27',
      endDate: '2027-03-28',
      startTime: '10:00',
      endTime: '10:00',
      timeZone: 'Europe/Amsterdam',
    });
    const dates = new URL(googleCalendarLink({ ...entry, span })).searchParams.get('dates');
    expect(dates).toBe('20270327T090000Z/20270328T080000Z');
  });
});

describe('outlookCalendarLink', () => {
  const link = new URL(outlookCalendarLink(entry));

  it("is Outlook on the web's compose link", () => {
    expect(link.protocol).toBe('https:');
    expect(link.host).toBe('outlook.office.com');
    expect(link.searchParams.get('rru')).toBe('addevent');
    expect(link.searchParams.get('path')).toBe('/calendar/action/compose');
  });

  it('gives start and end as the span’s ISO strings with their offset', () => {
    expect(link.searchParams.get('startdt')).toBe(entry.span.start.iso);
    expect(link.searchParams.get('enddt')).toBe(entry.span.end.iso);
    expect(link.searchParams.get('startdt')).toBe('2027-04-20T08:30:00-07:00');
  });

  it('carries the title, location and a body linking back to the page', () => {
    expect(link.searchParams.get('subject')).toBe(entry.title);
    expect(link.searchParams.get('location')).toBe(entry.location);
    const body = link.searchParams.get('body') ?? '';
    expect(body).toContain(entry.description);
    expect(body).toContain(entry.url);
  });
});

describe('venueLine', () => {
  it('writes name, street, postal code and locality on one line', () => {
    expect(
      venueLine({ name: 'Harbourline Rotterdam office', streetAddress: 'Kade 41', postalCode: '3072 AP', locality: 'Rotterdam' }),
    ).toBe('Harbourline Rotterdam office, Kade 41, 3072 AP Rotterdam');
  });
});
