import { CardList } from '../site/components/content/CardList';
import { PageHeader } from '../site/components/content/PageHeader';
import { SearchForm } from '../site/components/content/SearchForm';
import { Section } from '../site/components/content/Section';
import { SiteLink } from '../site/components/navigation/SiteLink';
import type { DictionaryKey } from '../shared/i18n/dictionary';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/pages/404.json';
import { pageTranslator, type CatalogueKey } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);
type PageKey = CatalogueKey<typeof pageCatalogue>;

const LINKS: ReadonlyArray<{ to: string; label: DictionaryKey; text: PageKey }> = [
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
      <PageHeader
        title={tp('Page not found')}
        lead={tp('The page you were looking for has moved, was removed or never existed. Check the address, or try one of these pages.')}
      />
      <Section headingId="search-heading" title={tp('Search the site')} containerClassName="narrow">
        <SearchForm inputId="not-found-q" />
        <p>
          <SiteLink to="/search">{tp('Go to the search page')}</SiteLink>
        </p>
      </Section>
      <Section headingId="links-heading" title={tp('Popular pages')} mist>
        <CardList headingLevel={3} items={LINKS.map((link) => ({ path: link.to, title: t(link.label), description: tp(link.text) }))} />
      </Section>
    </>
  );
}
