import { SITE } from '../../../shared/config/site';
import { calendarFilePath, googleCalendarLink, outlookCalendarLink } from '../../../shared/events/calendar';
import type { Span } from '../../../shared/events/span';
import { SITE_LOCALE } from '../../../shared/i18n/use-translate';
import { pageTranslator } from '../../../shared/i18n/page-translator';
import catalogue from '../../../../locales/zh-CN/components/content/Occasion.json';
import { normalizePath } from '../../../shared/routing/paths';
import { SiteLink } from '../navigation/SiteLink';
import { formatDate } from './format';

// Text of the event and webinar pages only (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(catalogue);

/** 2027-04-20T08:30:00-07:00 -> its wall-clock time, 08:30, and its offset, -07:00. */
const wallTime = (iso: string): string => iso.slice(11, 16);
const offsetOf = (iso: string): string => iso.slice(19);

/**
 * A meta-list item with the time of day where the event happens, its zone named by its city and its
 * offset: "Time: 08:30 – 17:30, Los Angeles time (UTC-07:00)". Written from the content, not by the
 * runtime's time-zone names, so the server and every browser print the same.
 */
export function TimeMeta({ span }: { span: Span }) {
  const city = (span.timeZone.split('/').pop() ?? span.timeZone).replace(/_/g, ' ');
  return (
    <li>
      {tp('Time')}:{' '}
      {tp('{{start}} – {{end}}, {{city}} time (UTC{{offset}})', {
        start: wallTime(span.start.iso),
        end: wallTime(span.end.iso),
        city,
        offset: offsetOf(span.start.iso),
      })}
    </li>
  );
}

interface OccasionPanelProps {
  kind: 'event' | 'webinar';
  entry: { title: string; description: string; path: string };
  /** Where it happens, as the calendar entry names it; a webinar is online. */
  where?: string;
  span: Span;
  ended: boolean;
  /** scheduled, postponed or cancelled. */
  status: string;
  registration?: { to: string; closes?: string | null } | null;
  /** What taking part costs, written at build time (the registry's `formatted`); none when it is free. */
  priceText?: string | null;
}

const ENDED = { event: 'This event has ended.', webinar: 'This webinar has ended.' } as const satisfies Record<string, keyof typeof catalogue>;

/**
 * What a visitor can do about an event or a live webinar: while it is ahead, register and put it in a
 * calendar; once it is over (by the build's date), only the notice that it has ended.
 */
export function OccasionPanel({ kind, entry, where, span, ended, status, registration, priceText }: OccasionPanelProps) {
  if (status === 'cancelled') return <p className="notice">{tp('This event has been cancelled.')}</p>;
  if (ended) return <p className="notice">{tp(ENDED[kind])}</p>;
  const location = where ?? tp('Online');
  const calendarEntry = { ...entry, url: `${SITE.urls[SITE_LOCALE]}${normalizePath(entry.path)}`, location, span };
  return (
    <section className="occasion" aria-labelledby="occasion-heading">
      <h2 id="occasion-heading">{kind === 'event' ? tp('Join this event') : tp('Join this webinar')}</h2>
      {status === 'postponed' ? <p className="notice">{tp('This event has been postponed; the new date will follow.')}</p> : null}
      {registration ? (
        <>
          <p>
            {priceText ?? tp('Free')}
            {registration.closes ? ` · ${tp('Registration closes {{date}}', { date: formatDate(registration.closes) })}` : null}
          </p>
          <p>
            <SiteLink to={registration.to} className="button">
              {tp('Register')}
            </SiteLink>
          </p>
        </>
      ) : null}
      <h3>{tp('Add to calendar')}</h3>
      <ul className="occasion__calendars">
        <li>
          <a href={calendarFilePath(entry.path)} download>
            {tp('Calendar file (.ics)')}
          </a>
        </li>
        {SITE_LOCALE === 'en-US' ? (
          <>
            <li>
              <a href={googleCalendarLink(calendarEntry)} rel="noopener">
                Google Calendar
              </a>
            </li>
            <li>
              <a href={outlookCalendarLink(calendarEntry)} rel="noopener">
                Outlook
              </a>
            </li>
          </>
        ) : null}
      </ul>
    </section>
  );
}
