import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { eventSchema, webinarSchema } from '../../src/shared/content/schemas';

const base = { title: 'Importer Summit 2027', description: 'A day on tariffs and contracts.', body: 'Talks, workshops and lunch.' };

const venue = {
  name: 'Harbourline Long Beach office',
  streetAddress: '100 Ocean Blvd',
  locality: 'Long Beach',
  region: 'CA',
  postalCode: '90802',
  countryCode: 'US',
};

const event = {
  ...base,
  slug: 'importer-summit-2027',
  date: '2027-04-20',
  startTime: '08:30',
  endTime: '17:00',
  timeZone: 'America/Los_Angeles',
  location: 'Long Beach',
  venue,
};

const webinar = {
  ...base,
  slug: 'tariffs-2027',
  date: '2027-01-12',
  startTime: '10:00',
  timeZone: 'America/New_York',
  durationMinutes: 60,
  speakers: [{ name: 'Lin Zhao', role: 'Head of customs' }],
};

/** The paths of a failed parse's issues, joined so one can be compared as a string. */
function failedPaths(result: z.ZodSafeParseResult<unknown>): string[] {
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('eventSchema', () => {
  it('parses a valid in-person event with its venue', () => {
    const result = eventSchema.safeParse(event);
    expect(result.error).toBeUndefined();
    expect(result.data?.venue).toEqual(venue);
  });

  it('fills in the defaults', () => {
    const parsed = eventSchema.parse({ ...event, registration: { to: '/events/importer-summit-2027/register' } });
    expect(parsed.locale).toBe('en-US');
    expect(parsed.attendance).toBe('in-person');
    expect(parsed.status).toBe('scheduled');
    expect(parsed.registration).toEqual({ to: '/events/importer-summit-2027/register', price: 0, currency: 'USD' });
  });

  it('refuses an in-person event without a venue, at venue', () => {
    const { venue: _venue, ...withoutVenue } = event;
    const result = eventSchema.safeParse(withoutVenue);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['venue']]);
  });

  it('needs a venue for a mixed event too', () => {
    const { venue: _venue, ...withoutVenue } = event;
    expect(failedPaths(eventSchema.safeParse({ ...withoutVenue, attendance: 'mixed' }))).toEqual(['venue']);
  });

  it('parses an online event without a venue', () => {
    const { venue: _venue, ...withoutVenue } = event;
    const result = eventSchema.safeParse({ ...withoutVenue, attendance: 'online', location: 'Online' });
    expect(result.error).toBeUndefined();
    expect(result.data?.venue).toBeUndefined();
  });

  it('refuses time zones that are not IANA names', () => {
    // america/los_angeles would reach calendar links as written: zones must be in their canonical case.
    for (const timeZone of ['Mars/Olympus', 'PST', 'UTC', '', 'america/los_angeles']) {
      expect(failedPaths(eventSchema.safeParse({ ...event, timeZone })), timeZone).toContain('timeZone');
    }
  });

  it('accepts IANA time zones, Etc/UTC among them', () => {
    for (const timeZone of ['Europe/Amsterdam', 'Asia/Shanghai', 'Asia/Kolkata', 'Etc/UTC']) {
      expect(eventSchema.safeParse({ ...event, timeZone }).success, timeZone).toBe(true);
    }
  });

  it('refuses an end before (or at) the start on a one-day event, at endTime', () => {
    expect(failedPaths(eventSchema.safeParse({ ...event, startTime: '17:00', endTime: '08:30' }))).toEqual(['endTime']);
    expect(failedPaths(eventSchema.safeParse({ ...event, startTime: '09:00', endTime: '09:00' }))).toEqual(['endTime']);
    // An endDate equal to date is still one day.
    expect(failedPaths(eventSchema.safeParse({ ...event, endDate: event.date, startTime: '17:00', endTime: '08:30' }))).toEqual([
      'endTime',
    ]);
  });

  it('lets a multi-day event end earlier in the day than it started', () => {
    const result = eventSchema.safeParse({ ...event, endDate: '2027-04-22', startTime: '17:00', endTime: '08:30' });
    expect(result.error).toBeUndefined();
  });

  it('refuses an endDate before date', () => {
    expect(failedPaths(eventSchema.safeParse({ ...event, endDate: '2027-04-19' }))).toContain('endDate');
  });

  it('refuses times off the 24-hour clock', () => {
    expect(failedPaths(eventSchema.safeParse({ ...event, startTime: '24:00' }))).toContain('startTime');
    expect(failedPaths(eventSchema.safeParse({ ...event, endTime: '17:60' }))).toContain('endTime');
    expect(failedPaths(eventSchema.safeParse({ ...event, startTime: '8:30' }))).toContain('startTime');
  });

  it('takes a registration page on the site or an https address', () => {
    for (const to of ['/events/importer-summit-2027/register', 'https://tickets.example/summit']) {
      expect(eventSchema.safeParse({ ...event, registration: { to } }).success, to).toBe(true);
    }
  });

  it('refuses a registration address that is plain http or protocol-relative', () => {
    for (const to of ['http://x', '//x', 'register', 'mailto:hello@harbourline.example', 'https://', '/', 'https://tickets']) {
      expect(failedPaths(eventSchema.safeParse({ ...event, registration: { to } })), to).toEqual(['registration.to']);
    }
  });

  it('refuses a negative price and a currency that is no ISO code', () => {
    expect(failedPaths(eventSchema.safeParse({ ...event, registration: { to: '/r', price: -1 } }))).toEqual(['registration.price']);
    expect(failedPaths(eventSchema.safeParse({ ...event, registration: { to: '/r', currency: 'usd' } }))).toEqual([
      'registration.currency',
    ]);
  });

  it('needs the base fields every entry has', () => {
    const { title: _title, body: _body, ...rest } = event;
    const paths = failedPaths(eventSchema.safeParse({ ...rest, description: '   ' }));
    expect(paths).toEqual(expect.arrayContaining(['title', 'description', 'body']));
  });

  it('accepts a date YAML has already turned into a Date', () => {
    const parsed = eventSchema.parse({ ...event, date: new Date('2027-04-20T00:00:00Z') });
    expect(parsed.date).toBe('2027-04-20');
  });
});

describe('webinarSchema', () => {
  it('parses a valid webinar', () => {
    const result = webinarSchema.safeParse(webinar);
    expect(result.error).toBeUndefined();
    expect(result.data?.locale).toBe('en-US');
    expect(result.data?.tags).toEqual([]);
  });

  it('refuses time zones that are not IANA names', () => {
    for (const timeZone of ['Mars/Olympus', 'PST']) {
      expect(failedPaths(webinarSchema.safeParse({ ...webinar, timeZone })), timeZone).toEqual(['timeZone']);
    }
  });

  it('refuses a start off the 24-hour clock', () => {
    expect(failedPaths(webinarSchema.safeParse({ ...webinar, startTime: '24:00' }))).toEqual(['startTime']);
  });

  it('needs a positive whole duration of at most ten hours', () => {
    for (const durationMinutes of [0, -30, 45.5, 601]) {
      expect(failedPaths(webinarSchema.safeParse({ ...webinar, durationMinutes })), String(durationMinutes)).toEqual(['durationMinutes']);
    }
    expect(webinarSchema.safeParse({ ...webinar, durationMinutes: 600 }).success).toBe(true);
  });

  it('applies the registration rules and defaults of events', () => {
    expect(failedPaths(webinarSchema.safeParse({ ...webinar, registration: { to: 'http://x' } }))).toEqual(['registration.to']);
    expect(webinarSchema.parse({ ...webinar, registration: { to: 'https://tickets.example/w' } }).registration).toEqual({
      to: 'https://tickets.example/w',
      price: 0,
      currency: 'USD',
    });
  });

  it('needs at least one speaker', () => {
    expect(failedPaths(webinarSchema.safeParse({ ...webinar, speakers: [] }))).toEqual(['speakers']);
  });
});
