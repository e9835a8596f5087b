import React, { useEffect, useState } from 'react';
import type { PageProps } from 'gatsby';
import { CardList } from '../components/content/CardList';
import { PageHead } from '../components/content/PageHead';
import { SearchForm } from '../components/content/SearchForm';
import { Section } from '../components/content/Section';
import { Seo } from '../components/layout/Seo';
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
          <SearchForm inputId="search-q" query={query} onQueryChange={setQuery} hint={t('For example: ISF, demurrage, lithium batteries or 6109.')} />
          {/* The search engine renders its results into this container. */}
          <div id="search-results" aria-live="polite" className="search-results" />
        </div>
      </section>
      <Section headingId="searchable-heading" title={t('What you can search')} mist>
        <CardList headingLevel={3} items={SEARCHABLE.map((item) => ({ path: item.to, title: t(item.label), description: t(item.text) }))} />
      </Section>
    </>
  );
}

export function Head() {
  return <Seo title={t('Search')} description={t('Search Harbourline Freight: services, help articles, blog posts, glossary terms, research and HS codes.')} path="/search" />;
}
