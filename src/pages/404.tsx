import React from 'react';
import { PageHead } from '../components/content/PageHead';
import { Seo } from '../components/layout/Seo';
import { SiteLink } from '../components/navigation/SiteLink';
import type { DictionaryKey } from '../i18n/dictionary';
import { t } from '../i18n/use-translate';

const LINKS: ReadonlyArray<{ to: string; label: DictionaryKey; text: DictionaryKey }> = [
  { to: '/', label: 'Home', text: 'Start again from the home page.' },
  { to: '/get-started', label: 'Get a quote', text: 'Tell us about your shipment and get a price.' },
  { to: '/help', label: 'Help Center', text: 'Answers about quotes, documents, customs and your account.' },
  { to: '/blog', label: 'Blog', text: 'Guides to Incoterms, ISF, demurrage and more.' },
  { to: '/glossary', label: 'Glossary', text: 'Shipping and customs terms explained.' },
  { to: '/company/contact', label: 'Contact', text: 'Reach one of our six offices.' },
];

export default function NotFoundPage() {
  return (
    <>
      <PageHead title={t('Page not found')} lead={t('The page you were looking for has moved, was removed or never existed. Check the address, or try one of these pages.')} />
      <section className="section" aria-labelledby="search-heading">
        <div className="container narrow">
          <h2 id="search-heading" className="section__title">
            {t('Search the site')}
          </h2>
          <form role="search" action="/search/" method="get" className="search-form">
            <div className="field">
              <label htmlFor="not-found-q">{t('Search for')}</label>
              <input id="not-found-q" type="search" name="q" autoComplete="off" />
            </div>
            <button type="submit" className="button">
              {t('Search')}
            </button>
          </form>
          <p>
            <SiteLink to="/search">{t('Go to the search page')}</SiteLink>
          </p>
        </div>
      </section>
      <section className="section section--mist" aria-labelledby="links-heading">
        <div className="container">
          <h2 id="links-heading" className="section__title">
            {t('Popular pages')}
          </h2>
          <ul className="cards">
            {LINKS.map((link) => (
              <li key={link.to} className="card">
                <h3>
                  <SiteLink to={link.to}>{t(link.label)}</SiteLink>
                </h3>
                <p>{t(link.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export function Head() {
  return <Seo title={t('Page not found')} description={t('The page you were looking for could not be found.')} path="/404" noindex />;
}
