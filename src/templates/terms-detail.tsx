import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { RichText } from '../components/rich-text/RichText';
import { PageHead } from '../components/content/PageHead';
import { TranslationNotice } from '../components/content/TranslationNotice';
import { entryLang } from '../components/content/Lang';
import { formatDate } from '../components/content/format';
import { t } from '../i18n/use-translate';

export default function TermsDetailTemplate({ data }: PageProps<Queries.TermsDetailQuery>) {
  const terms = data.termsDetail;
  if (!terms) return null;
  return (
    <article lang={entryLang(terms.locale)}>
      <PageHead title={terms.title} lead={terms.description} contentType={terms.contentType}>
        <ul className="meta-list">
          <li>
            {t('Effective')} <time dateTime={terms.effectiveDate}>{formatDate(terms.effectiveDate)}</time>
          </li>
        </ul>
      </PageHead>
      <div className="section">
        <div className="container">
          <TranslationNotice locale={terms.locale} />
          <RichText html={terms.html} />
        </div>
      </div>
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.TermsDetailQuery>) {
  const terms = data.termsDetail;
  return terms ? <Seo title={terms.title} description={terms.description} path={terms.path} /> : null;
}

export const query = graphql`
  query TermsDetail($id: String!) {
    termsDetail(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      effectiveDate
      html
    }
  }
`;
