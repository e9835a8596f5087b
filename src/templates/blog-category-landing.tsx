import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { PageHead } from '../components/content/PageHead';
import { CardList } from '../components/content/CardList';
import { TranslationNotice } from '../components/content/TranslationNotice';
import { entryLang } from '../components/content/Lang';
import { formatDate } from '../components/content/format';
import { t } from '../i18n/use-translate';

export default function BlogCategoryLandingTemplate({ data }: PageProps<Queries.BlogCategoryLandingQuery>) {
  const { blogCategory: category, allBlogPost } = data;
  if (!category) return null;
  const posts = allBlogPost.nodes.map((post) => ({ path: post.path, title: post.title, description: post.description, meta: formatDate(post.date) }));
  return (
    <article lang={entryLang(category.locale)}>
      {/* Category pages live under /blog, so they lead back to it like a post does. */}
      <PageHead title={category.title} lead={category.description} contentType="blog" eyebrow={t('Blog')} />
      <section className="section" aria-label={category.title}>
        <div className="container">
          <TranslationNotice locale={category.locale} />
          {posts.length > 0 ? <CardList items={posts} /> : <p>{t('No posts yet.')}</p>}
        </div>
      </section>
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.BlogCategoryLandingQuery>) {
  const category = data.blogCategory;
  return category ? <Seo title={category.title} description={category.description} path={category.path} /> : null;
}

export const query = graphql`
  query BlogCategoryLanding($id: String!, $slug: String!) {
    blogCategory(id: { eq: $id }) {
      path
      locale
      title
      description
    }
    allBlogPost(filter: { category: { eq: $slug } }, sort: { date: DESC }) {
      nodes {
        path
        title
        description
        date
      }
    }
  }
`;
