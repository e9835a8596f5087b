import { graphql, type PageProps } from 'gatsby';
import { ArticleLayout } from '../site/components/content/ArticleLayout';
import { AsideBox } from '../site/components/content/AsideBox';
import { LinkList } from '../site/components/content/LinkList';
import { SiteLink } from '../site/components/navigation/SiteLink';
import pageCatalogue from '../../locales/zh-CN/templates/help-center-article.json';
import { pageTranslator } from '../shared/i18n/page-translator';
import { FaqList } from '../site/components/content/FaqList';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function HelpCenterArticleTemplate({ data }: PageProps<Queries.HelpCenterArticleQuery>) {
  const article = data.helpArticle;
  if (!article) return null;
  const category = article.categoryEntry;
  const others = [...(category?.articles ?? [])].filter((other) => other.path !== article.path).sort((a, b) => a.number - b.number);
  return (
    <ArticleLayout
      entry={article}
      eyebrow={category?.title}
      date={{ label: 'Updated', date: article.updated }}
      meta={
        category ? (
          <li>
            {tp('Category')}: <SiteLink to={category.path}>{category.title}</SiteLink>
          </li>
        ) : null
      }
      afterBody={
        article.faqs.length > 0 ? (
          <section className="faq" aria-labelledby="faq-heading">
            <FaqList headingId="faq-heading" faqs={article.faqs} />
          </section>
        ) : null
      }
      aside={
        others.length > 0 ? (
          <AsideBox headingId="in-category-heading" title={tp('In this category')}>
            <LinkList links={others.map((other) => ({ to: other.path, label: other.title }))} />
            {category ? (
              <p>
                <SiteLink to={category.path}>{tp('All articles in {{category}}', { category: category.title })}</SiteLink>
              </p>
            ) : null}
          </AsideBox>
        ) : null
      }
    />
  );
}

export const query = graphql`
  query HelpCenterArticle($id: String!) {
    helpArticle(id: { eq: $id }) {
      ...ArticleEntry
      updated
      faqs {
        question
        answer
      }
      categoryEntry {
        path
        title
        articles {
          path
          title
          number
        }
      }
    }
  }
`;
