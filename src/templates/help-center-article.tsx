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

export default function HelpCenterArticleTemplate({ data }: PageProps<Queries.HelpCenterArticleQuery>) {
  const { helpArticle: article, helpCategory: category, allHelpArticle } = data;
  if (!article) return null;
  return (
    <article lang={entryLang(article.locale)}>
      <PageHead title={article.title} lead={article.description} contentType={article.contentType} eyebrow={category?.title}>
        <ul className="meta-list">
          <li>
            {t('Updated')} <time dateTime={article.updated}>{formatDate(article.updated)}</time>
          </li>
          {category ? (
            <li>
              {t('Category')}: <SiteLink to={category.path}>{category.title}</SiteLink>
            </li>
          ) : null}
        </ul>
      </PageHead>
      <div className="section">
        <div className="container two-col">
          <div>
            <TranslationNotice locale={article.locale} />
            <RichText html={article.html} />
          </div>
          {allHelpArticle.nodes.length > 0 ? (
            <aside className="aside-box" aria-labelledby="in-category-heading">
              <h2 id="in-category-heading">{t('In this category')}</h2>
              <ul>
                {allHelpArticle.nodes.map((other) => (
                  <li key={other.path}>
                    <SiteLink to={other.path}>{other.title}</SiteLink>
                  </li>
                ))}
              </ul>
              {category ? (
                <p>
                  <SiteLink to={category.path}>{t('All articles in {{category}}', { category: category.title })}</SiteLink>
                </p>
              ) : null}
            </aside>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.HelpCenterArticleQuery>) {
  const article = data.helpArticle;
  return article ? <Seo title={article.title} description={article.description} path={article.path} /> : null;
}

export const query = graphql`
  query HelpCenterArticle($id: String!, $category: String!) {
    helpArticle(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      updated
      html
    }
    helpCategory(slug: { eq: $category }) {
      path
      title
    }
    allHelpArticle(filter: { category: { eq: $category }, id: { ne: $id } }, sort: { number: ASC }) {
      nodes {
        path
        title
      }
    }
  }
`;
