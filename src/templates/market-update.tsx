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

export default function MarketUpdateTemplate({ data }: PageProps<Queries.MarketUpdateQuery>) {
  const update = data.marketUpdate;
  if (!update) return null;
  return (
    <article lang={entryLang(update.locale)}>
      <PageHead title={update.title} lead={update.description} contentType={update.contentType} eyebrow={t('Global Logistics Update')}>
        <ul className="meta-list">
          <li>
            {t('Published')} <time dateTime={update.date}>{formatDate(update.date)}</time>
          </li>
        </ul>
      </PageHead>
      <section className="section section--mist" aria-labelledby="highlights-heading">
        <div className="container narrow">
          <TranslationNotice locale={update.locale} />
          <h2 id="highlights-heading" className="section__title">
            {t('Highlights')}
          </h2>
          <ul>
            {update.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </div>
      </section>
      <div className="section">
        <div className="container">
          <RichText html={update.html} />
        </div>
      </div>
      <CtaBand heading={t('Talk to an expert')} text={update.description} />
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.MarketUpdateQuery>) {
  const update = data.marketUpdate;
  return update ? <Seo title={update.title} description={update.description} path={update.path} /> : null;
}

export const query = graphql`
  query MarketUpdate($id: String!) {
    marketUpdate(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      date
      highlights
      html
    }
  }
`;
