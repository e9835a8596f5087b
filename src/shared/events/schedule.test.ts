import { describe, expect, it } from 'vitest';
import { buildNow, endedHoldsBetween, eventSpan, hasEnded, laterInstant, webinarSpan, zoneOffsetMinutes, zonedInstant } from './schedule';

describe('zonedInstant', () => {
  it('reads a summer time in Los Angeles as Pacific Daylight Time', () => {
    const instant = zonedInstant('2027-04-20', '08:30', 'America/Los_Angeles');
    expect(instant.iso).toBe('2027-04-20T08:30:00-07:00');
    expect(instant.epochMs).toBe(Date.parse('2027-04-20T15:30:00Z'));
  });

  it('reads a winter time in Los Angeles as Pacific Standard Time', () => {
    const instant = zonedInstant('2027-01-15', '08:30', 'America/Los_Angeles');
    expect(instant.iso).toBe('2027-01-15T08:30:00-08:00');
    expect(instant.epochMs).toBe(Date.parse('2027-01-15T16:30:00Z'));
  });

  it('reads a zone east of UTC without daylight saving', () => {
    const instant = zonedInstant('2027-04-20', '09:00', 'Asia/Shanghai');
    expect(instant.iso).toBe('2027-04-20T09:00:00+08:00');
    expect(instant.epochMs).toBe(Date.parse('2027-04-20T01:00:00Z'));
  });

  it('moves back to the previous UTC day when the zone is far enough ahead', () => {
    const instant = zonedInstant('2027-04-20', '06:00', 'Asia/Shanghai');
    expect(instant.epochMs).toBe(Date.parse('2027-04-19T22:00:00Z'));
  });

  // Europe switches on 28 March 2027 at 01:00 UTC: the day before is CET, the day itself CEST.
  it('takes the offset in force on each side of the March 2027 change in Amsterdam', () => {
    const before = zonedInstant('2027-03-27', '10:00', 'Europe/Amsterdam');
    expect(before.iso).toBe('2027-03-27T10:00:00+01:00');
    expect(before.epochMs).toBe(Date.parse('2027-03-27T09:00:00Z'));

    const after = zonedInstant('2027-03-28', '10:00', 'Europe/Amsterdam');
    expect(after.iso).toBe('2027-03-28T10:00:00+02:00');
    expect(after.epochMs).toBe(Date.parse('2027-03-28T08:00:00Z'));
  });

  it('writes half-hour offsets with their minutes', () => {
    const instant = zonedInstant('2027-04-20', '14:00', 'Asia/Kolkata');
    expect(instant.iso).toBe('2027-04-20T14:00:00+05:30');
    expect(instant.epochMs).toBe(Date.parse('2027-04-20T08:30:00Z'));
  });

  it('writes UTC itself as +00:00', () => {
    const instant = zonedInstant('2027-04-20', '12:00', 'Etc/UTC');
    expect(instant.iso).toBe('2027-04-20T12:00:00+00:00');
    expect(instant.epochMs).toBe(Date.parse('2027-04-20T12:00:00Z'));
  });

  // The offset text and the epoch are derived separately; they must name the same moment.
  it('gives an ISO string that parses back to its own epoch', () => {
    for (const [date, time, zone] of [
      ['2027-03-27', '23:30', 'Europe/Amsterdam'],
      ['2027-10-31', '12:00', 'Europe/Amsterdam'],
      ['2027-11-07', '09:00', 'America/Los_Angeles'],
      ['2027-06-01', '00:15', 'Asia/Kolkata'],
    ] as const) {
      const instant = zonedInstant(date, time, zone);
      expect(Date.parse(instant.iso), `${date} ${time} ${zone}`).toBe(instant.epochMs);
    }
  });
});

describe('zoneOffsetMinutes', () => {
  it('gives minutes east of UTC, negative to the west', () => {
    expect(zoneOffsetMinutes('America/Los_Angeles', Date.parse('2027-01-15T12:00:00Z'))).toBe(-480);
    expect(zoneOffsetMinutes('Asia/Kolkata', Date.parse('2027-01-15T12:00:00Z'))).toBe(330);
    expect(zoneOffsetMinutes('Etc/UTC', Date.parse('2027-01-15T12:00:00Z'))).toBe(0);
  });

  it('changes at the exact instant of the switch', () => {
    const change = Date.parse('2027-03-28T01:00:00Z');
    expect(zoneOffsetMinutes('Europe/Amsterdam', change - 1)).toBe(60);
    expect(zoneOffsetMinutes('Europe/Amsterdam', change)).toBe(120);
  });
});

describe('laterInstant', () => {
  it('adds minutes within one offset', () => {
    const start = zonedInstant('2027-04-20', '08:30', 'America/Los_Angeles');
    const later = laterInstant(start, 90, 'America/Los_Angeles');
    expect(later.epochMs).toBe(start.epochMs + 90 * 60_000);
    expect(later.iso).toBe('2027-04-20T10:00:00-07:00');
  });

  it('writes the new offset once the span crosses a daylight-saving change', () => {
    const start = zonedInstant('2027-03-27', '23:00', 'Europe/Amsterdam');
    expect(start.iso).toBe('2027-03-27T23:00:00+01:00');
    const later = laterInstant(start, 240, 'Europe/Amsterdam');
    // Four hours of elapsed time, but the clocks jumped an hour: 23:00 CET + 4 h = 04:00 CEST.
    expect(later.epochMs).toBe(Date.parse('2027-03-28T02:00:00Z'));
    expect(later.iso).toBe('2027-03-28T04:00:00+02:00');
  });

  it('writes the standard offset again after the autumn change', () => {
    const start = zonedInstant('2027-11-07', '00:30', 'America/Los_Angeles');
    expect(start.iso).toBe('2027-11-07T00:30:00-07:00');
    const later = laterInstant(start, 180, 'America/Los_Angeles');
    expect(later.epochMs).toBe(Date.parse('2027-11-07T10:30:00Z'));
    expect(later.iso).toBe('2027-11-07T02:30:00-08:00');
  });

  it('rolls over to the next day', () => {
    const start = zonedInstant('2027-04-20', '23:30', 'Asia/Shanghai');
    expect(laterInstant(start, 60, 'Asia/Shanghai').iso).toBe('2027-04-21T00:30:00+08:00');
  });
});

describe('eventSpan', () => {
  it('runs from startTime to endTime on a one-day event', () => {
    const span = eventSpan({ date: '2027-04-20', startTime: '08:30', endTime: '17:00', timeZone: 'America/Los_Angeles' });
    expect(span.timeZone).toBe('America/Los_Angeles');
    expect(span.start.iso).toBe('2027-04-20T08:30:00-07:00');
    expect(span.end.iso).toBe('2027-04-20T17:00:00-07:00');
  });

  it('ends at endTime on endDate for a multi-day event', () => {
    const span = eventSpan({
      date: '2027-03-27',
      endDate: '2027-03-29',
      startTime: '09:00',
      endTime: '16:00',
      timeZone: 'Europe/Amsterdam',
    });
    expect(span.start.iso).toBe('2027-03-27T09:00:00+01:00');
    expect(span.end.iso).toBe('2027-03-29T16:00:00+02:00');
    expect(span.end.epochMs).toBe(Date.parse('2027-03-29T14:00:00Z'));
  });

  it('treats a null endDate as a one-day event', () => {
    const span = eventSpan({ date: '2027-04-20', endDate: null, startTime: '10:00', endTime: '12:00', timeZone: 'Asia/Shanghai' });
    expect(span.end.iso).toBe('2027-04-20T12:00:00+08:00');
  });
});

describe('webinarSpan', () => {
  it('ends durationMinutes after the start', () => {
    const span = webinarSpan({ date: '2027-04-20', startTime: '08:30', timeZone: 'America/Los_Angeles', durationMinutes: 45 });
    expect(span.timeZone).toBe('America/Los_Angeles');
    expect(span.start.iso).toBe('2027-04-20T08:30:00-07:00');
    expect(span.end.iso).toBe('2027-04-20T09:15:00-07:00');
    expect(span.end.epochMs - span.start.epochMs).toBe(45 * 60_000);
  });
});

describe('buildNow', () => {
  it('reads a bare date as midnight UTC', () => {
    expect(buildNow({ SITE_BUILD_DATE: '2026-11-24' })).toBe(Date.parse('2026-11-24T00:00:00Z'));
  });

  it('reads an ISO date-time with its offset', () => {
    expect(buildNow({ SITE_BUILD_DATE: '2026-11-24T09:15:00Z' })).toBe(Date.parse('2026-11-24T09:15:00Z'));
    expect(buildNow({ SITE_BUILD_DATE: '2026-11-24T09:15:00+08:00' })).toBe(Date.parse('2026-11-24T01:15:00Z'));
  });

  it('refuses a value that is no date, naming BUILD_DATE', () => {
    expect(() => buildNow({ SITE_BUILD_DATE: 'next tuesday' })).toThrow(/BUILD_DATE/);
    expect(() => buildNow({ SITE_BUILD_DATE: '2026-13-45' })).toThrow(/BUILD_DATE/);
    // Without an offset each browser would read it in its own zone.
    expect(() => buildNow({ SITE_BUILD_DATE: '2026-11-24T10:00' })).toThrow(/offset/);
    expect(() => buildNow({ SITE_BUILD_DATE: 'November 24, 2026' })).toThrow(/BUILD_DATE/);
  });

  it('falls back to the clock when unset or empty', () => {
    for (const env of [{}, { SITE_BUILD_DATE: undefined }, { SITE_BUILD_DATE: '' }]) {
      const before = Date.now();
      const now = buildNow(env);
      const after = Date.now();
      expect(now).toBeGreaterThanOrEqual(before);
      expect(now).toBeLessThanOrEqual(after);
    }
  });
});

describe('hasEnded', () => {
  const span = eventSpan({ date: '2027-04-20', startTime: '08:30', endTime: '17:00', timeZone: 'America/Los_Angeles' });
  const end = Date.parse('2027-04-21T00:00:00Z');

  it('is over exactly at the end instant and after it', () => {
    expect(span.end.epochMs).toBe(end);
    expect(hasEnded(span, end)).toBe(true);
    expect(hasEnded(span, end + 1)).toBe(true);
  });

  it('is not over one millisecond before the end, even while running', () => {
    expect(hasEnded(span, end - 1)).toBe(false);
    expect(hasEnded(span, span.start.epochMs - 1)).toBe(false);
  });
});

describe('endedHoldsBetween', () => {
  it('spans from the last end reached to the next end, which it leaves out', () => {
    expect(endedHoldsBetween([300, 100, 500], 300)).toEqual({ from: 300, until: 500 });
    expect(endedHoldsBetween([300, 100, 500], 299)).toEqual({ from: 100, until: 300 });
  });

  it('is unbounded where no span ends', () => {
    expect(endedHoldsBetween([], 0)).toEqual({ from: -8.64e15, until: 8.64e15 });
    expect(endedHoldsBetween([10], 5)).toEqual({ from: -8.64e15, until: 10 });
  });
});
