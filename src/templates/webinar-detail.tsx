import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { RichText } from '../components/rich-text/RichText';
import { PageHead } from '../components/content/PageHead';
import { CtaBand } from '../components/content/CtaBand';
import { TranslationNotice } from '../components/content/TranslationNotice';
import { entryLang } from '../components/content/Lang';
import { formatDate } from '../components/content/format';
import { t } from '../i18n/use-translate';

export default function WebinarDetailTemplate({ data }: PageProps<Queries.WebinarDetailQuery>) {
  const webinar = data.webinar;
  if (!webinar) return null;
  return (
    <article lang={entryLang(webinar.locale)}>
      <PageHead title={webinar.title} lead={webinar.description} contentType={webinar.contentType} eyebrow={t('Videos and Webinars')}>
        <ul className="meta-list">
          <li>
            {t('Date')}: <time dateTime={webinar.date}>{formatDate(webinar.date)}</time>
          </li>
          <li>{t('{{minutes}} minutes', { minutes: webinar.durationMinutes })}</li>
        </ul>
      </PageHead>
      <div className="section">
        <div className="container two-col">
          <div>
            <TranslationNotice locale={webinar.locale} />
            <RichText html={webinar.html} />
          </div>
          <aside className="aside-box" aria-labelledby="speakers-heading">
            <h2 id="speakers-heading">{t('Speakers')}</h2>
            <ul>
              {webinar.speakers.map((speaker) => (
                <li key={speaker.name}>
                  <strong>{speaker.name}</strong>, {speaker.role}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
      <CtaBand heading={t('Talk to an expert')} text={webinar.description} />
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.WebinarDetailQuery>) {
  const webinar = data.webinar;
  return webinar ? <Seo title={webinar.title} description={webinar.description} path={webinar.path} /> : null;
}

export const query = graphql`
  query WebinarDetail($id: String!) {
    webinar(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      date
      durationMinutes
      speakers {
        name
        role
      }
      html
    }
  }
`;
