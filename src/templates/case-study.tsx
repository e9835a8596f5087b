import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { RichText } from '../components/rich-text/RichText';
import { PageHead } from '../components/content/PageHead';
import { CtaBand } from '../components/content/CtaBand';
import { TranslationNotice } from '../components/content/TranslationNotice';
import { entryLang } from '../components/content/Lang';
import { t } from '../i18n/use-translate';

export default function CaseStudyTemplate({ data }: PageProps<Queries.CaseStudyQuery>) {
  const study = data.caseStudy;
  if (!study) return null;
  return (
    <article lang={entryLang(study.locale)}>
      <PageHead title={study.title} lead={study.description} contentType={study.contentType} eyebrow={study.customer}>
        <ul className="meta-list">
          <li>
            {t('Customer')}: {study.customer}
          </li>
          <li>
            {t('Industry')}: {study.industry}
          </li>
        </ul>
      </PageHead>
      <section className="section section--mist" aria-labelledby="results-heading">
        <div className="container">
          <TranslationNotice locale={study.locale} />
          <h2 id="results-heading" className="section__title">
            {t('Results')}
          </h2>
          <dl className="stats">
            {study.results.map((result) => (
              <div key={result.label}>
                <dt>{result.label}</dt>
                <dd>{result.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <div className="section">
        <div className="container">
          {study.quote ? (
            <figure className="prose">
              <blockquote>
                <p>{study.quote.text}</p>
              </blockquote>
              <figcaption>
                {study.quote.name}, {study.quote.role}
              </figcaption>
            </figure>
          ) : null}
          <RichText html={study.html} />
        </div>
      </div>
      <CtaBand heading={t('Talk to an expert')} text={study.description} />
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.CaseStudyQuery>) {
  const study = data.caseStudy;
  return study ? <Seo title={study.title} description={study.description} path={study.path} /> : null;
}

export const query = graphql`
  query CaseStudy($id: String!) {
    caseStudy(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      customer
      industry
      results {
        value
        label
      }
      quote {
        text
        name
        role
      }
      html
    }
  }
`;
