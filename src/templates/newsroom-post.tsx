import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { RichText } from '../components/rich-text/RichText';
import { PageHead } from '../components/content/PageHead';
import { TranslationNotice } from '../components/content/TranslationNotice';
import { entryLang } from '../components/content/Lang';
import { formatDate } from '../components/content/format';
import { SiteLink } from '../components/navigation/SiteLink';
import { t } from '../i18n/use-translate';

export default function NewsroomPostTemplate({ data }: PageProps<Queries.NewsroomPostQuery>) {
  const post = data.newsroomPost;
  if (!post) return null;
  return (
    <article lang={entryLang(post.locale)}>
      <PageHead title={post.title} lead={post.description} contentType={post.contentType} eyebrow={t('Newsroom')}>
        <ul className="meta-list">
          <li>
            {t('Published')} <time dateTime={post.date}>{formatDate(post.date)}</time>
          </li>
        </ul>
      </PageHead>
      <div className="section">
        <div className="container">
          <TranslationNotice locale={post.locale} />
          <RichText html={post.html} />
          <p>
            <SiteLink to="/company/newsroom">{t('More news from Harbourline')}</SiteLink>
          </p>
        </div>
      </div>
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.NewsroomPostQuery>) {
  const post = data.newsroomPost;
  return post ? <Seo title={post.title} description={post.description} path={post.path} /> : null;
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
