import { graphql, type PageProps } from 'gatsby';
import { ListingSection } from '../site/components/content/ListingSection';
import { PageHeader } from '../site/components/content/PageHeader';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/pages/eguides.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function EGuidesPage({ data }: PageProps<Queries.EGuidesIndexPageQuery>) {
  const guides = data.allEGuide.nodes;
  return (
    <>
      <PageHeader
        title={t('E-guides')}
        lead={tp(
          'In-depth guides for importers and exporters, written by our customs and freight specialists. Read them online, chapter by chapter.',
        )}
      />
      <ListingSection
        label={tp('All e-guides')}
        items={guides.map((guide) => ({
          ...guide,
          meta: tp('{{pages}} pages · {{chapters}} chapters', { pages: guide.pages, chapters: guide.chapters.length }),
        }))}
        empty={tp('There are no e-guides yet.')}
      />
    </>
  );
}

export const query = graphql`
  query EGuidesIndexPage {
    allEGuide(sort: { title: ASC }) {
      nodes {
        path
        locale
        title
        description
        pages
        chapters
      }
    }
  }
`;
