/**
 * When something happens, as two instants and the zone it is held in. The build works spans out from the
 * content (src/shared/events/schedule.ts) and gives them to pages as `startsAt`/`endsAt` fields; pages turn
 * those back into spans here, without the zone arithmetic.
 */

export interface Instant {
  /** Milliseconds since the epoch. */
  epochMs: number;
  /** ISO 8601 with the zone's offset at that moment, e.g. 2027-04-20T08:30:00-07:00. */
  iso: string;
}

export interface Span {
  start: Instant;
  end: Instant;
  timeZone: string;
}

/** The span of an entry's `startsAt`, `endsAt` (ISO with offsets) and `timeZone` fields. */
export function spanOf(fields: { startsAt: string; endsAt: string; timeZone: string }): Span {
  return {
    start: { iso: fields.startsAt, epochMs: Date.parse(fields.startsAt) },
    end: { iso: fields.endsAt, epochMs: Date.parse(fields.endsAt) },
    timeZone: fields.timeZone,
  };
}
