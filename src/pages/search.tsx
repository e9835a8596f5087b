import React, { useEffect, useState } from 'react';
import type { PageProps } from 'gatsby';
import { CardList } from '../components/content/CardList';
import { PageHead } from '../components/content/PageHead';
import { SearchForm } from '../components/content/SearchForm';
import { Section } from '../components/content/Section';
import { Seo } from '../components/layout/Seo';
import type { DictionaryKey } from '../i18n/dictionary';
import { t } from '../i18n/use-translate';
import type pageCatalogue from '../../locales/zh-CN/pages/search.json';
import { pageTranslator, type CatalogueKey } from '../i18n/page-translator';

// Text used only in this file; the bundler replaces the literal process.env expression, so the en-US bundle leaves it out.
const tp = pageTranslator<typeof pageCatalogue>(process.env.GATSBY_SITE_LOCALE !== 'en-US' ? require('../../locales/zh-CN/pages/search.json') : null);
type PageKey = CatalogueKey<typeof pageCatalogue>;

const SEARCHABLE: ReadonlyArray<{ to: string; label: DictionaryKey; text: PageKey }> = [
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
      <PageHead title={t('Search')} lead={tp('Search our services, help articles, blog, glossary, research and HS codes.')} />
      <section className="section">
        <div className="container narrow">
          <SearchForm inputId="search-q" query={query} onQueryChange={setQuery} hint={tp('For example: ISF, demurrage, lithium batteries or 6109.')} />
          {/* The search engine renders its results into this container. */}
          <div id="search-results" aria-live="polite" className="search-results" />
        </div>
      </section>
      <Section headingId="searchable-heading" title={tp('What you can search')} mist>
        <CardList headingLevel={3} items={SEARCHABLE.map((item) => ({ path: item.to, title: t(item.label), description: tp(item.text) }))} />
      </Section>
    </>
  );
}

export function Head() {
  return <Seo title={t('Search')} description={tp('Search Harbourline Freight: services, help articles, blog posts, glossary terms, research and HS codes.')} path="/search" />;
}
