import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { EntrySeo } from '../components/content/EntrySeo';
import { ArticleLayout } from '../components/content/ArticleLayout';
import { AsideBox } from '../components/content/AsideBox';
import { PointList } from '../components/content/PointList';
import { t } from '../i18n/use-translate';

export default function EGuideDetailTemplate({ data }: PageProps<Queries.EGuideDetailQuery>) {
  const guide = data.eGuide;
  if (!guide) return null;
  return (
    <ArticleLayout
      entry={guide}
      eyebrow={t('E-guides')}
      meta={<li>{t('{{pages}} pages', { pages: guide.pages })}</li>}
      aside={
        <AsideBox headingId="chapters-heading" title={t('Chapters')}>
          <PointList items={guide.chapters} ordered />
        </AsideBox>
      }
      cta={t('Talk to an expert')}
    />
  );
}

export function Head({ data }: HeadProps<Queries.EGuideDetailQuery>) {
  return <EntrySeo entry={data.eGuide} />;
}

export const query = graphql`
  query EGuideDetail($id: String!) {
    eGuide(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      pages
      chapters
      html
    }
  }
`;
