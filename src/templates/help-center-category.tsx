import { graphql, type PageProps } from 'gatsby';
import { PageHeader, TITLE_AND_DESCRIPTION } from '../site/components/content/PageHeader';
import { CardList } from '../site/components/content/CardList';
import { LinkList } from '../site/components/content/LinkList';
import { TranslationNotice } from '../site/components/content/TranslationNotice';
import { entryLang } from '../site/components/content/Lang';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/help-center-category.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function HelpCenterCategoryTemplate({ data }: PageProps<Queries.HelpCenterCategoryQuery>) {
  const { helpCategory: category, allHelpCategory } = data;
  if (!category) return null;
  const articles = [...category.articles].sort((a, b) => a.number - b.number);
  const otherCategories = allHelpCategory.nodes.filter((other) => other.path !== category.path);
  return (
    <article lang={entryLang(category.locale)}>
      <PageHeader
        title={category.title}
        lead={category.description}
        contentType="help center"
        eyebrow={t('Help Center')}
        fields={TITLE_AND_DESCRIPTION}
      />
      <div className="section">
        <div className="container two-col">
          <section aria-labelledby="articles-heading">
            <TranslationNotice locale={category.locale} />
            <h2 id="articles-heading" className="section__title">
              {tp('Articles')}
            </h2>
            {articles.length > 0 ? <CardList items={articles} headingLevel={3} /> : <p>{tp('No articles yet.')}</p>}
          </section>
          {otherCategories.length > 0 ? (
            <nav className="aside-box" aria-labelledby="other-categories-heading">
              <h2 id="other-categories-heading">{tp('Other categories')}</h2>
              <LinkList links={otherCategories.map((other) => ({ to: other.path, label: other.title }))} />
            </nav>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export const query = graphql`
  query HelpCenterCategory($id: String!) {
    helpCategory(id: { eq: $id }) {
      path
      locale
      title
      description
      articles {
        path
        locale
        title
        description
        number
      }
    }
    allHelpCategory(sort: { order: ASC }) {
      nodes {
        path
        title
      }
    }
  }
`;
