import React, { useState } from 'react';
import { navigate, type PageProps } from 'gatsby';
import { CardList } from '../site/components/content/CardList';
import { PageHeader } from '../site/components/content/PageHeader';
import { SearchForm } from '../site/components/content/SearchForm';
import { Section } from '../site/components/content/Section';
import { SiteLink } from '../site/components/navigation/SiteLink';
import { Excerpt } from '../site/components/search/Excerpt';
import type { DictionaryKey } from '../shared/i18n/dictionary';
import { t } from '../shared/i18n/use-translate';
import { useHydrated } from '../site/runtime/hydration';
import { PAGE_TYPE_LABEL } from '../shared/search/page-type';
import { resultCountText, searchPageUrl, useSiteSearch } from '../site/search/use-site-search';
import pageCatalogue from '../../locales/zh-CN/pages/search.json';
import { pageTranslator, type CatalogueKey } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);
type PageKey = CatalogueKey<typeof pageCatalogue>;

const SEARCHABLE: ReadonlyArray<{ to: string; label: DictionaryKey; text: PageKey }> = [
  {
    to: '/#services-heading',
    label: 'Services',
    text: 'Ocean, air and truck freight, customs, fulfilment, finance, insurance and our platform.',
  },
  { to: '/help', label: 'Help Center', text: 'Step-by-step answers about quotes, documents, customs and your account.' },
  { to: '/blog', label: 'Blog', text: 'Guides and analysis from our freight and customs specialists.' },
  { to: '/glossary', label: 'Glossary', text: 'Definitions of shipping, customs and trade terms.' },
  { to: '/research', label: 'Research', text: 'Reports built on our shipment data and importer surveys.' },
  { to: '/global-logistics-update', label: 'Global Logistics Update', text: 'Our regular view of rates, capacity and policy changes.' },
  { to: '/data/hs-code', label: 'HS codes', text: 'Harmonized System chapters, headings and subheadings.' },
];

/** Results shown on the page; Pagefind loads one data fragment per result shown. */
const LIMIT = 50;

export default function SearchPage({ location }: PageProps) {
  // The query is read after hydration so the server-rendered page and the first client render agree.
  const hydrated = useHydrated();
  const searched = hydrated ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  // The field shows the searched query again whenever the URL changes (Back, a shared link).
  const [query, setQuery] = useState('');
  const [queryFor, setQueryFor] = useState('');
  if (queryFor !== searched) {
    setQueryFor(searched);
    setQuery(searched);
  }
  const state = useSiteSearch(searched, { limit: LIMIT });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The query goes into the URL, without a reload, so results can be shared and Back returns to the last ones.
    void navigate(searchPageUrl(query), { state: { preventScrollReset: true } });
  };

  let status = '';
  if (state.status === 'loading') status = t('Searching…');
  else if (state.status === 'error') status = t('Search is not available right now. Please try again later.');
  else if (state.status === 'done') status = resultCountText(state.total, state.query);
  const done = state.status === 'done' ? state : null;

  return (
    <>
      <PageHeader title={t('Search')} lead={tp('Search our services, help articles, blog, glossary, research and HS codes.')} />
      <section className="section">
        <div className="container narrow">
          <SearchForm
            inputId="search-q"
            query={query}
            onQueryChange={setQuery}
            onSubmit={onSubmit}
            hint={tp('For example: ISF, demurrage, lithium batteries or 6109.')}
          />
          <div id="search-results" className="search-results">
            {/* Only the count is announced (politely): reading out every result would drown it. */}
            <p className="search-results__status" role="status">
              {status}
            </p>
            {done && done.results.length > 0 ? (
              <ol className="search-hits">
                {done.results.map((result) => (
                  <li key={result.url} className="search-hit">
                    <h2 className="search-hit__title">
                      <SiteLink to={result.url}>{result.title}</SiteLink>
                    </h2>
                    <p className="search-hit__type">{t(PAGE_TYPE_LABEL[result.pageType])}</p>
                    <p className="search-hit__excerpt">
                      <Excerpt html={result.excerptHtml} />
                    </p>
                  </li>
                ))}
              </ol>
            ) : null}
            {done && done.total === 0 ? (
              <p>{tp('Check the spelling, or try a shorter or more general word. You can also browse the sections below.')}</p>
            ) : null}
            {done && done.total > done.results.length ? (
              <p className="section__note">{tp('Showing the first {{count}} results.', { count: done.results.length })}</p>
            ) : null}
          </div>
        </div>
      </section>
      <Section headingId="searchable-heading" title={tp('What you can search')} mist>
        <CardList
          headingLevel={3}
          items={SEARCHABLE.map((item) => ({ path: item.to, title: t(item.label), description: tp(item.text) }))}
        />
      </Section>
    </>
  );
}
