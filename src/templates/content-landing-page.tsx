import { graphql, type PageProps } from 'gatsby';
import { ArticleLayout } from '../site/components/content/ArticleLayout';
import { CardList, datedCard, type CardItem } from '../site/components/content/CardList';
import { Section } from '../site/components/content/Section';
import { newestFirst } from '../site/components/content/format';
import { t } from '../shared/i18n/use-translate';
import { pageTypeLabel } from '../shared/search/page-type';
import pageCatalogue from '../../locales/zh-CN/templates/content-landing-page.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function ContentLandingPageTemplate({ data }: PageProps<Queries.ContentLandingPageQuery>) {
  const page = data.contentLandingPage;
  if (!page) return null;
  const kinds = new Set<string>(page.kinds);
  const items: CardItem[] = newestFirst(page.listed)
    .filter((node) => kinds.has(node.kind))
    .map((node) => ({ ...datedCard(node), tag: t(pageTypeLabel(node.pageType)) }));
  return (
    <ArticleLayout entry={page}>
      <Section headingId="listed-heading" title={tp('Read more')} mist>
        {items.length > 0 ? <CardList items={items} headingLevel={3} /> : <p>{tp('Nothing published on this topic yet.')}</p>}
      </Section>
    </ArticleLayout>
  );
}

export const query = graphql`
  query ContentLandingPage($id: String!) {
    contentLandingPage(id: { eq: $id }) {
      ...ArticleEntry
      kinds
      listed {
        kind
        pageType
        ...CardEntry
      }
    }
  }
`;
