import { graphql, type PageProps } from 'gatsby';
import { ArticleLayout } from '../site/components/content/ArticleLayout';
import { SiteLink } from '../site/components/navigation/SiteLink';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/blog-post.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function BlogPostTemplate({ data }: PageProps<Queries.BlogPostQuery>) {
  const post = data.blogPost;
  if (!post) return null;
  const { authorEntry: author, categoryEntry: category } = post;
  return (
    <ArticleLayout
      entry={post}
      eyebrow={category?.title}
      date={{ label: 'Published', date: post.date }}
      meta={
        author ? (
          <li>
            {tp('By')} <SiteLink to={author.path}>{author.name}</SiteLink>, {author.role}
          </li>
        ) : null
      }
      cta={t('Talk to an expert')}
    />
  );
}

export const query = graphql`
  query BlogPost($id: String!) {
    blogPost(id: { eq: $id }) {
      ...ArticleEntry
      date
      authorEntry {
        path
        name
        role
      }
      categoryEntry {
        path
        title
      }
    }
  }
`;
