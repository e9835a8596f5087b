import { useEffect } from 'react';
import { graphql, navigate, type PageProps } from 'gatsby';
import { PageHeader } from '../site/components/content/PageHeader';
import { SiteLink } from '../site/components/navigation/SiteLink';
import { normalizePath } from '../shared/routing/paths';
import pageCatalogue from '../../locales/zh-CN/templates/help-center-article-redirect.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

/** An old short link (/help/articles/{number}): forwards to the article, also without JavaScript. */
export default function HelpCenterArticleRedirectTemplate({ data }: PageProps<Queries.HelpCenterArticleRedirectQuery>) {
  const article = data.helpArticle;
  const target = article ? normalizePath(article.path) : null;
  useEffect(() => {
    // Replace, so the back button skips the short link instead of bouncing forward again.
    if (target) void navigate(target, { replace: true });
  }, [target]);
  if (!article) return null;
  return (
    <>
      <PageHeader title={tp('This article has moved')} />
      <div className="section">
        <div className="container narrow">
          <p>
            {tp('The article is now at:')} <SiteLink to={article.path}>{article.title}</SiteLink>
          </p>
        </div>
      </div>
    </>
  );
}

export const query = graphql`
  query HelpCenterArticleRedirect($id: String!) {
    helpArticle(id: { eq: $id }) {
      path
      title
      description
    }
  }
`;
