import { graphql, type PageProps } from 'gatsby';
import { ButtonRow } from '../site/components/content/ButtonRow';
import { CardList } from '../site/components/content/CardList';
import { PageHeader } from '../site/components/content/PageHeader';
import { Section } from '../site/components/content/Section';
import { SiteLink } from '../site/components/navigation/SiteLink';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/pages/help.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

/** Article numbers shown as popular, in this order; the page query selects the same numbers. */
const POPULAR = [1005, 1008, 1011, 1016, 1002, 1010];

function articleCount(count: number): string {
  return count === 1 ? tp('1 article') : tp('{{count}} articles', { count });
}

export default function HelpPage({ data }: PageProps<Queries.HelpIndexPageQuery>) {
  const counts = new Map<string, number>();
  for (const article of data.articles.nodes) counts.set(article.category, (counts.get(article.category) ?? 0) + 1);
  const popular = data.popular.nodes.slice().sort((a, b) => POPULAR.indexOf(a.number) - POPULAR.indexOf(b.number));

  return (
    <>
      <PageHeader
        title={t('Help Center')}
        lead={tp(
          'Answers to the questions importers and exporters ask us most: quotes, documents, customs, billing, Amazon FBA and your Harbourline account.',
        )}
      >
        <p>
          <SiteLink to="/search">{tp('Search the Help Center and the rest of the site')}</SiteLink>
        </p>
      </PageHeader>
      <Section headingId="categories-heading" title={tp('Browse by topic')}>
        <CardList
          headingLevel={3}
          items={data.allHelpCategory.nodes.map((category) => ({ ...category, meta: articleCount(counts.get(category.slug) ?? 0) }))}
        />
      </Section>
      {popular.length > 0 ? (
        <Section headingId="popular-heading" title={tp('Popular articles')} mist>
          <CardList headingLevel={3} items={popular} />
        </Section>
      ) : null}
      <Section headingId="more-help-heading" title={tp('Still need help?')} containerClassName="narrow">
        <p>
          {tp(
            'Customers can reach their operations team from any shipment in the Harbourline platform. Everyone else can talk to one of our experts.',
          )}
        </p>
        <ButtonRow
          links={[
            { to: '/talk-to-an-expert', label: t('Talk to an expert') },
            { to: '/company/contact', label: t('Contact us') },
          ]}
        />
      </Section>
    </>
  );
}

export const query = graphql`
  query HelpIndexPage {
    allHelpCategory(sort: { order: ASC }) {
      nodes {
        path
        locale
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
        locale
        number
        title
        description
      }
    }
  }
`;
