import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { ListingSection } from '../components/content/ListingSection';
import { PageHead } from '../components/content/PageHead';
import { Seo } from '../components/layout/Seo';
import { t } from '../i18n/use-translate';

export default function EGuidesPage({ data }: PageProps<Queries.EGuidesIndexPageQuery>) {
  const guides = data.allEGuide.nodes;
  return (
    <>
      <PageHead
        title={t('E-guides')}
        lead={t('In-depth guides for importers and exporters, written by our customs and freight specialists. Read them online, chapter by chapter.')}
      />
      <ListingSection
        label={t('All e-guides')}
        items={guides.map((guide) => ({ ...guide, meta: t('{{pages}} pages · {{chapters}} chapters', { pages: guide.pages, chapters: guide.chapters.length }) }))}
        empty={t('There are no e-guides yet.')}
      />
    </>
  );
}

export function Head() {
  return (
    <Seo
      title={t('E-guides')}
      description={t('Free in-depth guides from Harbourline on importing, US customs, Incoterms, freight planning and fulfilment.')}
      path="/eguides"
    />
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
