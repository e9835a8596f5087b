import React, { useEffect, useState } from 'react';
import type { PageProps } from 'gatsby';
import { PageHead } from '../components/content/PageHead';
import { Seo } from '../components/layout/Seo';
import { SiteLink } from '../components/navigation/SiteLink';
import type { DictionaryKey } from '../i18n/dictionary';
import { t } from '../i18n/use-translate';

const SEARCHABLE: ReadonlyArray<{ to: string; label: DictionaryKey; text: DictionaryKey }> = [
  { to: '/#services-heading', label: 'Services', text: 'Ocean, air and truck freight, customs, fulfilment, finance, insurance and our platform.' },
  { to: '/help', label: 'Help Center', text: 'Step-by-step answers about quotes, documents, customs and your account.' },
  { to: '/blog', label: 'Blog', text: 'Guides and analysis from our freight and customs specialists.' },
  { to: '/glossary', label: 'Glossary', text: 'Definitions of shipping, customs and trade terms.' },
  { to: '/research', label: 'Research', text: 'Reports built on our shipment data and importer surveys.' },
  { to: '/global-logistics-update', label: 'Global Logistics Update', text: 'Our regular view of rates, capacity and policy changes.' },
  { to: '/data/hs-code', label: 'HS codes', text: 'Harmonized System chapters, headings and subheadings.' },
];

export default function SearchPage({ location }: PageProps) {
  // The query is read after hydration so the server-rendered page and the first client render agree.
  const [query, setQuery] = useState('');
  useEffect(() => {
    setQuery(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.search]);

  return (
    <>
      <PageHead title={t('Search')} lead={t('Search our services, help articles, blog, glossary, research and HS codes.')} />
      <section className="section">
        <div className="container narrow">
          <form role="search" action="/search/" method="get" className="search-form">
            <div className="field">
              <label htmlFor="search-q">{t('Search for')}</label>
              <input id="search-q" type="search" name="q" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
              <span className="field__hint">{t('For example: ISF, demurrage, lithium batteries or 6109.')}</span>
            </div>
            <button type="submit" className="button">
              {t('Search')}
            </button>
          </form>
          {/* The search engine renders its results into this container. */}
          <div id="search-results" aria-live="polite" className="search-results" />
        </div>
      </section>
      <section className="section section--mist" aria-labelledby="searchable-heading">
        <div className="container">
          <h2 id="searchable-heading" className="section__title">
            {t('What you can search')}
          </h2>
          <ul className="cards">
            {SEARCHABLE.map((item) => (
              <li key={item.to} className="card">
                <h3>
                  <SiteLink to={item.to}>{t(item.label)}</SiteLink>
                </h3>
                <p>{t(item.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export function Head() {
  return <Seo title={t('Search')} description={t('Search Harbourline Freight: services, help articles, blog posts, glossary terms, research and HS codes.')} path="/search" />;
}
