import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { RichText } from '../components/rich-text/RichText';
import { PageHead } from '../components/content/PageHead';
import { CtaBand } from '../components/content/CtaBand';
import { TranslationNotice } from '../components/content/TranslationNotice';
import { entryLang } from '../components/content/Lang';
import { t } from '../i18n/use-translate';

export default function InsuranceCoveragePageTemplate({ data }: PageProps<Queries.InsuranceCoveragePageQuery>) {
  const page = data.insuranceCoveragePage;
  if (!page) return null;
  return (
    <article lang={entryLang(page.locale)}>
      <PageHead title={page.title} lead={page.description} contentType={page.contentType} />
      <section className="section section--mist" aria-labelledby="tiers-heading">
        <div className="container">
          <TranslationNotice locale={page.locale} />
          <h2 id="tiers-heading" className="section__title">
            {t('Compare coverage')}
          </h2>
          <ul className="features">
            {page.tiers.map((tier) => (
              <li key={tier.name}>
                <h3>{tier.name}</h3>
                <p>
                  <strong>{tier.rate}</strong>
                </p>
                <h4>{t('Covers')}</h4>
                <ul>
                  {tier.covers.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                {tier.excludes.length > 0 ? (
                  <>
                    <h4>{t('Excludes')}</h4>
                    <ul>
                      {tier.excludes.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="section">
        <div className="container">
          <RichText html={page.html} />
        </div>
      </div>
      <CtaBand heading={t('Insure your next shipment')} text={page.description} />
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.InsuranceCoveragePageQuery>) {
  const page = data.insuranceCoveragePage;
  return page ? <Seo title={page.title} description={page.description} path={page.path} /> : null;
}

export const query = graphql`
  query InsuranceCoveragePage($id: String!) {
    insuranceCoveragePage(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      tiers {
        name
        rate
        covers
        excludes
      }
      html
    }
  }
`;
