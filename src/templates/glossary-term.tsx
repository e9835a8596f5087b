import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { RichText } from '../components/rich-text/RichText';
import { PageHead } from '../components/content/PageHead';
import { TranslationNotice } from '../components/content/TranslationNotice';
import { entryLang } from '../components/content/Lang';
import { SiteLink } from '../components/navigation/SiteLink';
import { t } from '../i18n/use-translate';

export default function GlossaryTermTemplate({ data }: PageProps<Queries.GlossaryTermQuery>) {
  const { glossaryTerm: term, allGlossaryTerm } = data;
  if (!term) return null;
  // The page context carries only the term's own slug, so related slugs are resolved here, in the term's order.
  const bySlug = new Map(allGlossaryTerm.nodes.map((other) => [other.slug, other]));
  const related = term.related.flatMap((slug) => {
    const other = bySlug.get(slug);
    return other ? [other] : [];
  });
  return (
    <article lang={entryLang(term.locale)}>
      <PageHead title={term.title} lead={term.description} contentType={term.contentType} eyebrow={term.abbreviation ?? undefined} />
      <div className="section">
        <div className="container two-col">
          <div>
            <TranslationNotice locale={term.locale} />
            <RichText html={term.html} />
          </div>
          {related.length > 0 ? (
            <aside className="aside-box" aria-labelledby="related-heading">
              <h2 id="related-heading">{t('Related terms')}</h2>
              <ul>
                {related.map((other) => (
                  <li key={other.path}>
                    <SiteLink to={other.path}>{other.title}</SiteLink>
                  </li>
                ))}
              </ul>
            </aside>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.GlossaryTermQuery>) {
  const term = data.glossaryTerm;
  if (!term) return null;
  const title = term.abbreviation ? `${term.title} (${term.abbreviation})` : term.title;
  return <Seo title={title} description={term.description} path={term.path} />;
}

export const query = graphql`
  query GlossaryTerm($id: String!) {
    glossaryTerm(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      abbreviation
      related
      html
    }
    allGlossaryTerm {
      nodes {
        slug
        path
        title
      }
    }
  }
`;
