import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { RichText } from '../components/rich-text/RichText';
import { PageHead } from '../components/content/PageHead';
import { TranslationNotice } from '../components/content/TranslationNotice';
import { entryLang } from '../components/content/Lang';
import { formatDate } from '../components/content/format';
import { SiteLink } from '../components/navigation/SiteLink';
import { CtaBand } from '../components/content/CtaBand';
import { t } from '../i18n/use-translate';

export default function BlogPostTemplate({ data }: PageProps<Queries.BlogPostQuery>) {
  const { blogPost: post, blogAuthor: author, blogCategory: category } = data;
  if (!post) return null;
  return (
    <article lang={entryLang(post.locale)}>
      <PageHead title={post.title} lead={post.description} contentType={post.contentType} eyebrow={category?.title}>
        <ul className="meta-list">
          <li>
            {t('Published')} <time dateTime={post.date}>{formatDate(post.date)}</time>
          </li>
          {author ? (
            <li>
              {t('By')} <SiteLink to={author.path}>{author.name}</SiteLink>, {author.role}
            </li>
          ) : null}
        </ul>
      </PageHead>
      <div className="section">
        <div className="container">
          <TranslationNotice locale={post.locale} />
          <RichText html={post.html} />
        </div>
      </div>
      <CtaBand heading={t('Talk to an expert')} text={post.description} />
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.BlogPostQuery>) {
  const post = data.blogPost;
  return post ? <Seo title={post.title} description={post.description} path={post.path} /> : null;
}

export const query = graphql`
  query BlogPost($id: String!, $author: String!, $category: String!) {
    blogPost(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      date
      html
    }
    blogAuthor(slug: { eq: $author }) {
      path
      name
      role
    }
    blogCategory(slug: { eq: $category }) {
      path
      title
    }
  }
`;
