import { graphql, type PageProps } from 'gatsby';
import { ArticleLayout } from '../site/components/content/ArticleLayout';
import { SiteLink } from '../site/components/navigation/SiteLink';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/article.json';
import { pageTranslator } from '../shared/i18n/page-translator';

const tp = pageTranslator(pageCatalogue);

/**
 * A dated article: a market update (with its highlights), a research report (with its key findings) or a
 * newsroom post. One template, as they differ only in the list before the body and what closes them.
 */
export default function ArticleTemplate({ data }: PageProps<Queries.ArticleQuery>) {
  const article = articleOf(data);
  if (!article) return null;
  const points = hasList(article, 'highlights')
    ? { headingId: 'highlights-heading', title: tp('Highlights'), items: article.highlights }
    : hasList(article, 'keyFindings')
      ? { headingId: 'findings-heading', title: tp('Key findings'), items: article.keyFindings }
      : undefined;
  const news = article.kind === 'NewsroomPost';
  return (
    <ArticleLayout
      entry={article}
      eyebrow={t(news ? 'Newsroom' : article.kind === 'Research' ? 'Research' : 'Global Logistics Update')}
      date={{ label: 'Published', date: article.date }}
      points={points}
      cta={news ? undefined : t('Talk to an expert')}
      afterBody={
        news ? (
          <p>
            <SiteLink to="/company/newsroom">{tp('More news from Harbourline')}</SiteLink>
          </p>
        ) : undefined
      }
    />
  );
}

/** Whether the entry has the list `key` (its kind's fragment selected it). */
function hasList<K extends string>(entry: object, key: K): entry is Record<K, readonly string[]> {
  return Array.isArray(Reflect.get(entry, key));
}

/** The entry when it is one of the article kinds (dated, with a body); null otherwise. */
function articleOf(data: Queries.ArticleQuery) {
  const entry = data.contentEntry;
  return entry && 'html' in entry && 'date' in entry ? entry : null;
}

export const query = graphql`
  query Article($id: String!) {
    contentEntry(id: { eq: $id }) {
      kind
      ...ArticleEntry
      ... on DatedEntry {
        date
      }
      ... on MarketUpdate {
        highlights
      }
      ... on Research {
        keyFindings
      }
    }
  }
`;
