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

export default function ResearchReportTemplate({ data }: PageProps<Queries.ResearchReportQuery>) {
  const report = data.research;
  if (!report) return null;
  return (
    <article lang={entryLang(report.locale)}>
      <PageHead title={report.title} lead={report.description} contentType={report.contentType} eyebrow={t('Research')}>
        <ul className="meta-list">
          <li>
            {t('Published')} <time dateTime={report.date}>{formatDate(report.date)}</time>
          </li>
        </ul>
      </PageHead>
      <section className="section section--mist" aria-labelledby="findings-heading">
        <div className="container narrow">
          <TranslationNotice locale={report.locale} />
          <h2 id="findings-heading" className="section__title">
            {t('Key findings')}
          </h2>
          <ul>
            {report.keyFindings.map((finding) => (
              <li key={finding}>{finding}</li>
            ))}
          </ul>
        </div>
      </section>
      <div className="section">
        <div className="container">
          <RichText html={report.html} />
        </div>
      </div>
      <CtaBand heading={t('Talk to an expert')} text={report.description} />
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.ResearchReportQuery>) {
  const report = data.research;
  return report ? <Seo title={report.title} description={report.description} path={report.path} /> : null;
}

export const query = graphql`
  query ResearchReport($id: String!) {
    research(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      date
      keyFindings
      html
    }
  }
`;
