import { Slice } from 'gatsby';
import { t } from '../../../shared/i18n/use-translate';
import type { RelatedTerm } from '../../../shared/hs/page-context';
import { CardList } from './CardList';

/** A list of glossary terms as cards. */
export function GlossaryCards({ terms }: { terms: ReadonlyArray<RelatedTerm> }) {
  return terms.length > 0 ? <CardList headingLevel={3} items={terms.map(({ path, title, description }) => ({ path, title, description }))} /> : null;
}

/**
 * Glossary terms an HS code page links to: those tied to the code or its parents first (from the page's
 * context), then the classification basics, which are the same on every code page and so are one slice
 * (src/slices/hs-basic-terms.tsx), rendered once per build rather than once per page (~6,900 pages).
 */
export function HsGlossaryTerms({ related }: { related: ReadonlyArray<RelatedTerm> }) {
  return (
    // Left out of the search index: the same few terms on thousands of pages are links, not what the page is about.
    <section className="section section--mist" aria-labelledby="glossary-heading" data-pagefind-ignore="all">
      <div className="container">
        <h2 id="glossary-heading">{t('Related glossary terms')}</h2>
        <GlossaryCards terms={related} />
        <Slice alias="hs-basic-terms" />
      </div>
    </section>
  );
}
