import { graphql, type PageProps } from 'gatsby';
import { ArticleLayout } from '../site/components/content/ArticleLayout';
import { AsideBox } from '../site/components/content/AsideBox';
import { PointList } from '../site/components/content/PointList';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/eguide-detail.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function EGuideDetailTemplate({ data }: PageProps<Queries.EGuideDetailQuery>) {
  const guide = data.eGuide;
  if (!guide) return null;
  return (
    <ArticleLayout
      entry={guide}
      eyebrow={t('E-guides')}
      meta={<li>{tp('{{pages}} pages', { pages: guide.pages })}</li>}
      aside={
        <AsideBox headingId="chapters-heading" title={tp('Chapters')}>
          <PointList items={guide.chapters} ordered />
        </AsideBox>
      }
      cta={t('Talk to an expert')}
    />
  );
}

export const query = graphql`
  query EGuideDetail($id: String!) {
    eGuide(id: { eq: $id }) {
      ...ArticleEntry
      pages
      chapters
    }
  }
`;
