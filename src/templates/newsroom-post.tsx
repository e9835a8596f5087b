import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { EntrySeo } from '../components/content/EntrySeo';
import { ArticleLayout } from '../components/content/ArticleLayout';
import { SiteLink } from '../components/navigation/SiteLink';
import { t } from '../i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/newsroom-post.json';
import { pageTranslator } from '../i18n/page-translator';

// Text used only in this file; the bundler replaces the literal process.env expression, so the en-US bundle leaves it out.
const tp = pageTranslator(pageCatalogue);

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
          <SiteLink to="/company/newsroom">{tp('More news from Harbourline')}</SiteLink>
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
