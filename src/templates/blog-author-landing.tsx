import { graphql, type PageProps } from 'gatsby';
import { PageHeader } from '../site/components/content/PageHeader';
import { CardList, datedCard } from '../site/components/content/CardList';
import { Section } from '../site/components/content/Section';
import { TranslationNotice } from '../site/components/content/TranslationNotice';
import { entryLang } from '../site/components/content/Lang';
import { newestFirst } from '../site/components/content/format';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/blog-author-landing.json';
import { pageTranslator } from '../shared/i18n/page-translator';
import { useInspector } from '../site/preview/use-inspector';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function BlogAuthorLandingTemplate({ data }: PageProps<Queries.BlogAuthorLandingQuery>) {
  const inspect = useInspector();
  const author = data.blogAuthor;
  if (!author) return null;
  const posts = newestFirst(author.posts).map(datedCard);
  return (
    <article lang={entryLang(author.locale)}>
      {/* Author pages live under /blog, so they lead back to it like a post does. */}
      <PageHeader title={author.name} lead={author.role} contentType="blog" fields={{ title: 'name', lead: 'role' }} />
      <div className="section">
        <div className="container narrow">
          <TranslationNotice locale={author.locale} />
          <p {...inspect('bio')}>{author.bio}</p>
        </div>
      </div>
      <Section headingId="posts-heading" title={tp('Posts by {{name}}', { name: author.name })} mist>
        {posts.length > 0 ? <CardList items={posts} headingLevel={3} /> : <p>{t('No posts yet.')}</p>}
      </Section>
    </article>
  );
}

export const query = graphql`
  query BlogAuthorLanding($id: String!) {
    blogAuthor(id: { eq: $id }) {
      path
      locale
      name
      role
      bio
      posts {
        ...CardEntry
      }
    }
  }
`;
