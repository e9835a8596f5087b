import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { CardList } from '../components/content/CardList';
import { PageHead } from '../components/content/PageHead';
import { Seo } from '../components/layout/Seo';
import { SiteLink } from '../components/navigation/SiteLink';
import { t } from '../i18n/use-translate';

/** Article numbers shown as popular, in this order; the page query selects the same numbers. */
const POPULAR = [1005, 1008, 1011, 1016, 1002, 1010];

function articleCount(count: number): string {
  return count === 1 ? t('1 article') : t('{{count}} articles', { count });
}

export default function HelpPage({ data }: PageProps<Queries.HelpIndexPageQuery>) {
  const counts = new Map<string, number>();
  for (const article of data.articles.nodes) counts.set(article.category, (counts.get(article.category) ?? 0) + 1);
  const popular = data.popular.nodes.slice().sort((a, b) => POPULAR.indexOf(a.number) - POPULAR.indexOf(b.number));

  return (
    <>
      <PageHead
        title={t('Help Center')}
        lead={t('Answers to the questions importers and exporters ask us most: quotes, documents, customs, billing, Amazon FBA and your Harbourline account.')}
      >
        <p>
          <SiteLink to="/search">{t('Search the Help Center and the rest of the site')}</SiteLink>
        </p>
      </PageHead>
      <section className="section" aria-labelledby="categories-heading">
        <div className="container">
          <h2 id="categories-heading" className="section__title">
            {t('Browse by topic')}
          </h2>
          <CardList
            headingLevel={3}
            items={data.allHelpCategory.nodes.map((category) => ({
              path: category.path,
              title: category.title,
              description: category.description,
              meta: articleCount(counts.get(category.slug) ?? 0),
            }))}
          />
        </div>
      </section>
      {popular.length > 0 ? (
        <section className="section section--mist" aria-labelledby="popular-heading">
          <div className="container">
            <h2 id="popular-heading" className="section__title">
              {t('Popular articles')}
            </h2>
            <CardList headingLevel={3} items={popular.map((article) => ({ path: article.path, title: article.title, description: article.description }))} />
          </div>
        </section>
      ) : null}
      <section className="section" aria-labelledby="more-help-heading">
        <div className="container narrow">
          <h2 id="more-help-heading" className="section__title">
            {t('Still need help?')}
          </h2>
          <p>{t('Customers can reach their operations team from any shipment in the Harbourline platform. Everyone else can talk to one of our experts.')}</p>
          <div className="hero__actions">
            <SiteLink to="/talk-to-an-expert" className="button">
              {t('Talk to an expert')}
            </SiteLink>
            <SiteLink to="/company/contact" className="button button--ghost">
              {t('Contact us')}
            </SiteLink>
          </div>
        </div>
      </section>
    </>
  );
}

export function Head() {
  return (
    <Seo
      title={t('Help Center')}
      description={t('Answers about quotes, pricing and billing, shipping documents, US customs, Amazon FBA, sourcing from China and managing your Harbourline account.')}
      path="/help"
    />
  );
}

export const query = graphql`
  query HelpIndexPage {
    allHelpCategory(sort: { order: ASC }) {
      nodes {
        path
        slug
        title
        description
      }
    }
    articles: allHelpArticle {
      nodes {
        category
      }
    }
    popular: allHelpArticle(filter: { number: { in: [1005, 1008, 1011, 1016, 1002, 1010] } }) {
      nodes {
        path
        number
        title
        description
      }
    }
  }
`;
