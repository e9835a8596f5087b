/** Structured data of events and webinars: the live occasion as Event, a recording as VideoObject. */
import type { Event, Place, VideoObject, VirtualLocation, WithContext } from 'schema-dts';
import type { Locale } from '../i18n/locales';
import type { Span } from '../events/span';
import { absoluteUrl, languageOf, organization } from './json-ld-common';

/** An address the site's own or a registration host's: site paths become absolute on the regional site. */
const siteOrAbsolute = (siteLocale: Locale, to: string): string => (to.startsWith('/') ? absoluteUrl(siteLocale, to) : to);

export interface VenueFacts {
  name: string;
  streetAddress: string;
  locality: string;
  region?: string | null;
  postalCode: string;
  countryCode: string;
}

export interface RegistrationFacts {
  to: string;
  closes?: string | null;
  price: number;
  currency: string;
}

interface OccasionFacts {
  title: string;
  description: string;
  path: string;
  locale: string;
  span: Span;
  ended: boolean;
  /** in-person, online or mixed (the content model's words; GraphQL gives them as strings). */
  attendance: string;
  /** scheduled, postponed or cancelled. */
  status: string;
  venue?: VenueFacts | null;
  registration?: RegistrationFacts | null;
  speakers?: ReadonlyArray<{ name: string; role: string }>;
}

const ATTENDANCE = {
  'in-person': 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
} as const;

const EVENT_STATUS = {
  scheduled: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
} as const;

/**
 * An event or a live webinar: its span with offsets, how it is attended (the venue as a Place, the page as
 * the VirtualLocation where it streams), the company as organiser, its speakers, and, while places can be
 * taken, the registration as an Offer.
 */
export function occasion(facts: OccasionFacts, siteLocale: Locale): WithContext<Event> {
  const url = absoluteUrl(siteLocale, facts.path);
  const place: Exclude<Place, string> | null = facts.venue
    ? {
        '@type': 'Place',
        name: facts.venue.name,
        address: {
          '@type': 'PostalAddress',
          streetAddress: facts.venue.streetAddress,
          addressLocality: facts.venue.locality,
          ...(facts.venue.region ? { addressRegion: facts.venue.region } : {}),
          postalCode: facts.venue.postalCode,
          addressCountry: facts.venue.countryCode,
        },
      }
    : null;
  const online: VirtualLocation = { '@type': 'VirtualLocation', url };
  const places = place ? [place] : [];
  const mode = facts.attendance in ATTENDANCE ? (facts.attendance as keyof typeof ATTENDANCE) : 'in-person';
  const location = mode === 'in-person' ? places : mode === 'online' ? [online] : [...places, online];
  const registration = facts.registration;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: facts.title,
    description: facts.description,
    url,
    inLanguage: languageOf(facts.locale, siteLocale),
    startDate: facts.span.start.iso,
    endDate: facts.span.end.iso,
    eventStatus: facts.status in EVENT_STATUS ? EVENT_STATUS[facts.status as keyof typeof EVENT_STATUS] : EVENT_STATUS.scheduled,
    eventAttendanceMode: ATTENDANCE[mode],
    location,
    organizer: organization(siteLocale),
    ...(facts.speakers && facts.speakers.length > 0
      ? { performer: facts.speakers.map((speaker) => ({ '@type': 'Person' as const, name: speaker.name, jobTitle: speaker.role })) }
      : {}),
    ...(registration && !facts.ended
      ? {
          offers: {
            '@type': 'Offer',
            url: siteOrAbsolute(siteLocale, registration.to),
            price: registration.price,
            priceCurrency: registration.currency,
            availability: 'https://schema.org/InStock',
            ...(registration.closes ? { validThrough: registration.closes } : {}),
          },
        }
      : {}),
  };
}

/** The YouTube id of a privacy-enhanced embed address (the only video host the content model allows). */
const videoId = (embedUrl: string): string => embedUrl.slice(embedUrl.lastIndexOf('/') + 1);

/** A webinar's recording: the embedded video, its host's thumbnail, when it was given and how long it runs. */
export function videoObject(
  webinar: { title: string; description: string; path: string; locale: string; recordingUrl: string; span: Span; durationMinutes: number },
  siteLocale: Locale,
): WithContext<VideoObject> {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: webinar.title,
    description: webinar.description,
    url: absoluteUrl(siteLocale, webinar.path),
    inLanguage: languageOf(webinar.locale, siteLocale),
    thumbnailUrl: `https://i.ytimg.com/vi/${videoId(webinar.recordingUrl)}/hqdefault.jpg`,
    uploadDate: webinar.span.end.iso,
    duration: `PT${webinar.durationMinutes}M`,
    embedUrl: webinar.recordingUrl,
    publisher: organization(siteLocale),
  };
}
