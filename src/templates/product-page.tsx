import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { RichText } from '../components/rich-text/RichText';
import { CtaBand } from '../components/content/CtaBand';
import { TranslationNotice } from '../components/content/TranslationNotice';
import { entryLang } from '../components/content/Lang';
import { SiteLink } from '../components/navigation/SiteLink';
import { t } from '../i18n/use-translate';

export default function ProductPageTemplate({ data }: PageProps<Queries.ProductPageQuery>) {
  const product = data.productPage;
  if (!product) return null;
  return (
    <article lang={entryLang(product.locale)}>
      <div className="hero">
        <div className="container">
          <p className="hero__eyebrow">{product.navLabel}</p>
          <h1>{product.heroHeading}</h1>
          <p>{product.heroText}</p>
          <div className="hero__actions">
            <SiteLink to="/get-started" className="button">
              {t('Get a quote')}
            </SiteLink>
            <SiteLink to="/talk-to-an-expert" className="button button--ghost">
              {t('Talk to an expert')}
            </SiteLink>
          </div>
        </div>
      </div>
      <section className="section" aria-labelledby="features-heading">
        <div className="container">
          <TranslationNotice locale={product.locale} />
          <h2 id="features-heading" className="section__title">
            {product.title}
          </h2>
          <ul className="features">
            {product.features.map((feature) => (
              <li key={feature.title}>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      {product.stats.length > 0 ? (
        <section className="section section--mist" aria-label={product.navLabel}>
          <div className="container">
            <dl className="stats">
              {product.stats.map((stat) => (
                <div key={stat.label}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      ) : null}
      <section className="section">
        <div className="container">
          <RichText html={product.html} />
        </div>
      </section>
      {product.faqs.length > 0 ? (
        <section className="section section--mist faq" aria-labelledby="faq-heading">
          <div className="container narrow">
            <h2 id="faq-heading" className="section__title">
              {t('Frequently asked questions')}
            </h2>
            {product.faqs.map((faq) => (
              <details key={faq.question}>
                <summary>{faq.question}</summary>
                <p>{faq.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ) : null}
      <CtaBand heading={product.heroHeading} text={product.description} />
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.ProductPageQuery>) {
  const product = data.productPage;
  return product ? <Seo title={product.title} description={product.description} path={product.path} /> : null;
}

export const query = graphql`
  query ProductPage($id: String!) {
    productPage(id: { eq: $id }) {
      path
      locale
      title
      description
      navLabel
      heroHeading
      heroText
      html
      features {
        title
        text
      }
      stats {
        value
        label
      }
      faqs {
        question
        answer
      }
    }
  }
`;
