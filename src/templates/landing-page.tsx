import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { RichText } from '../components/rich-text/RichText';
import { CtaBand } from '../components/content/CtaBand';
import { TranslationNotice } from '../components/content/TranslationNotice';
import { entryLang } from '../components/content/Lang';
import { SiteLink } from '../components/navigation/SiteLink';
import { t } from '../i18n/use-translate';

export default function LandingPageTemplate({ data }: PageProps<Queries.LandingPageQuery>) {
  const page = data.landingPage;
  if (!page) return null;
  return (
    <article lang={entryLang(page.locale)}>
      <div className="hero">
        <div className="container">
          <p className="hero__eyebrow">{page.title}</p>
          <h1>{page.heroHeading}</h1>
          <p>{page.heroText}</p>
          <div className="hero__actions">
            {page.cta ? (
              <SiteLink to={page.cta.to} className="button">
                {page.cta.label}
              </SiteLink>
            ) : (
              <SiteLink to="/get-started" className="button">
                {t('Get a quote')}
              </SiteLink>
            )}
            {/* The second action offers an expert, unless the page's own call to action already does. */}
            {page.cta?.to.replace(/\/$/, '') !== '/talk-to-an-expert' ? (
              <SiteLink to="/talk-to-an-expert" className="button button--ghost">
                {t('Talk to an expert')}
              </SiteLink>
            ) : null}
          </div>
        </div>
      </div>
      {page.sections.map((section, index) => (
        <section
          key={section.heading}
          className={index % 2 === 1 ? 'section section--mist' : 'section'}
          aria-labelledby={`section-${index}-heading`}
        >
          <div className="container narrow">
            {index === 0 ? <TranslationNotice locale={page.locale} /> : null}
            <h2 id={`section-${index}-heading`} className="section__title">
              {section.heading}
            </h2>
            <p>{section.text}</p>
            {section.bullets.length > 0 ? (
              <ul>
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </section>
      ))}
      <div className="section">
        <div className="container">
          <RichText html={page.html} />
        </div>
      </div>
      <CtaBand heading={page.heroHeading} text={page.description} />
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.LandingPageQuery>) {
  const page = data.landingPage;
  return page ? <Seo title={page.title} description={page.description} path={page.path} /> : null;
}

export const query = graphql`
  query LandingPage($id: String!) {
    landingPage(id: { eq: $id }) {
      path
      locale
      title
      description
      heroHeading
      heroText
      cta {
        label
        to
      }
      sections {
        heading
        text
        bullets
      }
      html
    }
  }
`;
