import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { RichText } from '../components/rich-text/RichText';
import { PageHead } from '../components/content/PageHead';
import { CtaBand } from '../components/content/CtaBand';
import { TranslationNotice } from '../components/content/TranslationNotice';
import { entryLang } from '../components/content/Lang';
import { t } from '../i18n/use-translate';

export default function EGuideDetailTemplate({ data }: PageProps<Queries.EGuideDetailQuery>) {
  const guide = data.eGuide;
  if (!guide) return null;
  return (
    <article lang={entryLang(guide.locale)}>
      <PageHead title={guide.title} lead={guide.description} contentType={guide.contentType} eyebrow={t('E-guides')}>
        <ul className="meta-list">
          <li>{t('{{pages}} pages', { pages: guide.pages })}</li>
        </ul>
      </PageHead>
      <div className="section">
        <div className="container two-col">
          <div>
            <TranslationNotice locale={guide.locale} />
            <RichText html={guide.html} />
          </div>
          <aside className="aside-box" aria-labelledby="chapters-heading">
            <h2 id="chapters-heading">{t('Chapters')}</h2>
            <ol>
              {guide.chapters.map((chapter) => (
                <li key={chapter}>{chapter}</li>
              ))}
            </ol>
          </aside>
        </div>
      </div>
      <CtaBand heading={t('Talk to an expert')} text={guide.description} />
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.EGuideDetailQuery>) {
  const guide = data.eGuide;
  return guide ? <Seo title={guide.title} description={guide.description} path={guide.path} /> : null;
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
