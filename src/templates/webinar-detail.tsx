import { graphql, type PageProps } from 'gatsby';
import { ArticleLayout } from '../site/components/content/ArticleLayout';
import { AsideBox } from '../site/components/content/AsideBox';
import { t } from '../shared/i18n/use-translate';
import { VideoPlayer } from '../site/components/widgets/VideoPlayer';
import { WidgetBoundary } from '../site/components/errors/WidgetBoundary';
import pageCatalogue from '../../locales/zh-CN/templates/webinar-detail.json';
import { pageTranslator } from '../shared/i18n/page-translator';
import { OccasionPanel, TimeMeta } from '../site/components/content/Occasion';
import { spanOf } from '../shared/events/span';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function WebinarDetailTemplate({ data }: PageProps<Queries.WebinarDetailQuery>) {
  const webinar = data.webinar;
  if (!webinar) return null;
  const span = spanOf(webinar);
  return (
    <ArticleLayout
      entry={webinar}
      eyebrow={t('Videos and Webinars')}
      date={{ label: 'Date', date: webinar.date }}
      meta={
        <>
          <TimeMeta span={span} />
          <li>{tp('{{minutes}} minutes', { minutes: webinar.durationMinutes })}</li>
        </>
      }
      beforeBody={
        <>
          <OccasionPanel
            kind="webinar"
            entry={webinar}
            span={span}
            ended={webinar.ended}
            status="scheduled"
            registration={webinar.registration}
            priceText={webinar.priceText}
          />
          {webinar.recordingUrl ? (
            <WidgetBoundary widget="video-player">
              <VideoPlayer url={webinar.recordingUrl} title={webinar.title} />
            </WidgetBoundary>
          ) : null}
        </>
      }
      aside={
        <AsideBox headingId="speakers-heading" title={tp('Speakers')}>
          <ul>
            {webinar.speakers.map((speaker) => (
              <li key={speaker.name}>
                <strong>{speaker.name}</strong>, {speaker.role}
              </li>
            ))}
          </ul>
        </AsideBox>
      }
      cta={t('Talk to an expert')}
    />
  );
}

export const query = graphql`
  query WebinarDetail($id: String!) {
    webinar(id: { eq: $id }) {
      ...ArticleEntry
      date
      startsAt
      endsAt
      ended
      timeZone
      durationMinutes
      recordingUrl
      registration {
        to
        closes
        price
        currency
      }
      priceText
      speakers {
        name
        role
      }
    }
  }
`;
