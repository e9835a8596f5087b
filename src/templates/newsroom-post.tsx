import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { EntrySeo } from '../components/content/EntrySeo';
import { ArticleLayout } from '../components/content/ArticleLayout';
import { SiteLink } from '../components/navigation/SiteLink';
import { t } from '../i18n/use-translate';

export default function NewsroomPostTemplate({ data }: PageProps<Queries.NewsroomPostQuery>) {
  const post = data.newsroomPost;
  if (!post) return null;
  return (
    <ArticleLayout
      entry={post}
      eyebrow={t('Newsroom')}
      date={{ label: 'Published', date: post.date }}
      afterBody={
        <p>
          <SiteLink to="/company/newsroom">{t('More news from Harbourline')}</SiteLink>
        </p>
      }
    />
  );
}

export function Head({ data }: HeadProps<Queries.NewsroomPostQuery>) {
  return <EntrySeo entry={data.newsroomPost} />;
}

export const query = graphql`
  query NewsroomPost($id: String!) {
    newsroomPost(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      date
      html
    }
  }
`;
