import { graphql, type PageProps } from 'gatsby';
import { ArticleLayout } from '../site/components/content/ArticleLayout';
import { StatList } from '../site/components/content/StatList';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/case-study.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function CaseStudyTemplate({ data }: PageProps<Queries.CaseStudyQuery>) {
  const study = data.caseStudy;
  if (!study) return null;
  return (
    <ArticleLayout
      entry={study}
      eyebrow={study.customer}
      meta={
        <>
          <li>
            {tp('Customer')}: {study.customer}
          </li>
          <li>
            {tp('Industry')}: {study.industry}
          </li>
        </>
      }
      summary={{ headingId: 'results-heading', title: tp('Results'), content: <StatList items={study.results} /> }}
      beforeBody={
        study.quote ? (
          <figure className="prose">
            <blockquote>
              <p>{study.quote.text}</p>
            </blockquote>
            <figcaption>
              {study.quote.name}, {study.quote.role}
            </figcaption>
          </figure>
        ) : null
      }
      cta={t('Talk to an expert')}
    />
  );
}

export const query = graphql`
  query CaseStudy($id: String!) {
    caseStudy(id: { eq: $id }) {
      ...ArticleEntry
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
    }
  }
`;
