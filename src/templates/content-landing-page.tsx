import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { RichText } from '../components/rich-text/RichText';
import { PageHead } from '../components/content/PageHead';
import { CardList, type CardItem } from '../components/content/CardList';
import { TranslationNotice } from '../components/content/TranslationNotice';
import { entryLang } from '../components/content/Lang';
import { formatDate } from '../components/content/format';
import { t } from '../i18n/use-translate';

interface Listed {
  path: string;
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
    .map((node) => ({ path: node.path, title: node.title, description: node.description, meta: formatDate(node.date), tag: node.label }));
  return (
    <article lang={entryLang(page.locale)}>
      <PageHead title={page.title} lead={page.description} contentType={page.contentType} />
      <div className="section">
        <div className="container">
          <TranslationNotice locale={page.locale} />
          <RichText html={page.html} />
        </div>
      </div>
      <section className="section section--mist" aria-labelledby="listed-heading">
        <div className="container">
          <h2 id="listed-heading" className="section__title">
            {t('Read more')}
          </h2>
          {items.length > 0 ? <CardList items={items} headingLevel={3} /> : <p>{t('Nothing published on this topic yet.')}</p>}
        </div>
      </section>
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.ContentLandingPageQuery>) {
  const page = data.contentLandingPage;
  return page ? <Seo title={page.title} description={page.description} path={page.path} /> : null;
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
        title
        description
        date
      }
    }
    allResearch(filter: { tags: { eq: $tag } }) {
      nodes {
        path
        title
        description
        date
      }
    }
    allMarketUpdate(filter: { tags: { eq: $tag } }) {
      nodes {
        path
        title
        description
        date
      }
    }
    allWebinar(filter: { tags: { eq: $tag } }) {
      nodes {
        path
        title
        description
        date
      }
    }
  }
`;
