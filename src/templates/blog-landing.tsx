import { graphql, type PageProps } from 'gatsby';
import { PageHeader } from '../site/components/content/PageHeader';
import { CardList, datedCard } from '../site/components/content/CardList';
import { LinkList } from '../site/components/content/LinkList';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/blog-landing.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function BlogLandingTemplate({ data }: PageProps<Queries.BlogLandingQuery>) {
  const { allBlogPost, allBlogCategory, allBlogAuthor } = data;
  const categoryTitle = new Map(allBlogCategory.nodes.map((category) => [category.slug, category.title]));
  const posts = allBlogPost.nodes.map((post) => ({ ...datedCard(post), tag: categoryTitle.get(post.category) ?? null }));
  return (
    <>
      <PageHeader title={t('Blog')} lead={tp('Practical advice on freight, customs and trade from the Harbourline team.')} />
      <div className="section">
        <div className="container two-col">
          <section aria-labelledby="latest-heading">
            <h2 id="latest-heading" className="section__title">
              {tp('Latest posts')}
            </h2>
            <CardList items={posts} headingLevel={3} />
          </section>
          <aside className="aside-box" aria-label={tp('Browse the blog')}>
            <h2>{tp('Categories')}</h2>
            <LinkList links={allBlogCategory.nodes.map((category) => ({ to: category.path, label: category.title }))} />
            <h2>{tp('Authors')}</h2>
            <LinkList links={allBlogAuthor.nodes.map((author) => ({ to: author.path, label: author.name }))} />
          </aside>
        </div>
      </div>
    </>
  );
}

export const query = graphql`
  query BlogLanding {
    allBlogPost(sort: { date: DESC }) {
      nodes {
        ...CardEntry
        category
      }
    }
    allBlogCategory(sort: { title: ASC }) {
      nodes {
        path
        slug
        title
      }
    }
    allBlogAuthor(sort: { name: ASC }) {
      nodes {
        path
        name
      }
    }
  }
`;
