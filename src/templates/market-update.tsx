import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { EntrySeo } from '../components/content/EntrySeo';
import { ArticleLayout } from '../components/content/ArticleLayout';
import { t } from '../i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/market-update.json';
import { pageTranslator } from '../i18n/page-translator';

// Text used only in this file; the bundler replaces the literal process.env expression, so the en-US bundle leaves it out.
const tp = pageTranslator(pageCatalogue);

export default function MarketUpdateTemplate({ data }: PageProps<Queries.MarketUpdateQuery>) {
  const update = data.marketUpdate;
  if (!update) return null;
  return (
    <ArticleLayout
      entry={update}
      eyebrow={t('Global Logistics Update')}
      date={{ label: 'Published', date: update.date }}
      points={{ headingId: 'highlights-heading', title: tp('Highlights'), items: update.highlights }}
      cta={t('Talk to an expert')}
    />
  );
}

export function Head({ data }: HeadProps<Queries.MarketUpdateQuery>) {
  return <EntrySeo entry={data.marketUpdate} />;
}

export const query = graphql`
  query MarketUpdate($id: String!) {
    marketUpdate(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      date
      highlights
      html
    }
  }
`;
