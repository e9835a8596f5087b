import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { EntrySeo } from '../components/content/EntrySeo';
import { ArticleLayout } from '../components/content/ArticleLayout';
import { CardList, type CardItem } from '../components/content/CardList';
import { Section } from '../components/content/Section';
import { formatDate } from '../components/content/format';
import { t } from '../i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/content-landing-page.json';
import { pageTranslator } from '../i18n/page-translator';

// Text used only in this file; the bundler replaces the literal process.env expression, so the en-US bundle leaves it out.
const tp = pageTranslator(pageCatalogue);

interface Listed {
  path: string;
  locale: string;
  title: string;
  description: string;
  date: string;
}

export default function ContentLandingPageTemplate({ data }: PageProps<Queries.ContentLandingPageQuery>) {
  const { contentLandingPage: page, allBlogPost, allResearch, allMarketUpdate, allWebinar } = data;
  if (!page) return null;
  const kinds = new Set(page.kinds);
  const groups: Array<{ kind: string; label: string; nodes: ReadonlyArray<Listed> }> = [
    { kind: 'BlogPost', label: t('Blog'), nodes: allBlogPost.nodes },
    { kind: 'Research', label: t('Research'), nodes: allResearch.nodes },
    { kind: 'MarketUpdate', label: t('Global Logistics Update'), nodes: allMarketUpdate.nodes },
    { kind: 'Webinar', label: t('Videos and Webinars'), nodes: allWebinar.nodes },
  ];
  const items: CardItem[] = groups
    .filter((group) => kinds.has(group.kind))
    .flatMap((group) => group.nodes.map((node) => ({ ...node, label: group.label })))
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((node) => ({
      path: node.path,
      locale: node.locale,
      title: node.title,
      description: node.description,
      meta: formatDate(node.date),
      tag: node.label,
    }));
  return (
    <ArticleLayout entry={page}>
      <Section headingId="listed-heading" title={tp('Read more')} mist>
        {items.length > 0 ? <CardList items={items} headingLevel={3} /> : <p>{tp('Nothing published on this topic yet.')}</p>}
      </Section>
    </ArticleLayout>
  );
}

export function Head({ data }: HeadProps<Queries.ContentLandingPageQuery>) {
  return <EntrySeo entry={data.contentLandingPage} />;
}

export const query = graphql`
  query ContentLandingPage($id: String!, $tag: String!) {
    contentLandingPage(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      kinds
      html
    }
    allBlogPost(filter: { tags: { eq: $tag } }) {
      nodes {
        path
        locale
        title
        description
        date
      }
    }
    allResearch(filter: { tags: { eq: $tag } }) {
      nodes {
        path
        locale
        title
        description
        date
      }
    }
    allMarketUpdate(filter: { tags: { eq: $tag } }) {
      nodes {
        path
        locale
        title
        description
        date
      }
    }
    allWebinar(filter: { tags: { eq: $tag } }) {
      nodes {
        path
        locale
        title
        description
        date
      }
    }
  }
`;
