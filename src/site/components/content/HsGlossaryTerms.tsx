import { graphql, useStaticQuery } from 'gatsby';
import { t } from '../../../shared/i18n/use-translate';
import { CardList } from './CardList';

type Term = { title: string; description: string; path: string };

/**
 * Glossary terms an HS code page links to: those tied to the code or its parents first, then the
 * classification basics, which are the same on every code page and so come from one static query
 * rather than one look-up per page (~6,900 pages with the full nomenclature).
 */
export function HsGlossaryTerms({ related }: { related: ReadonlyArray<Term> }) {
  const basics = useStaticQuery<Queries.HsBasicTermsQuery>(graphql`
    query HsBasicTerms {
      allGlossaryTerm(filter: { forAllHsCodes: { eq: true } }, sort: { title: ASC }) {
        nodes {
          title
          description
          path
        }
      }
    }
  `).allGlossaryTerm.nodes;
  const terms = [...related, ...basics].filter((term, index, all) => all.findIndex((other) => other.path === term.path) === index);
  if (terms.length === 0) return null;
  return (
    <section className="section section--mist" aria-labelledby="glossary-heading">
      <div className="container">
        <h2 id="glossary-heading">{t('Related glossary terms')}</h2>
        <CardList headingLevel={3} items={terms.map((term) => ({ path: term.path, title: term.title, description: term.description }))} />
      </div>
    </section>
  );
}
