import { graphql, type PageProps } from 'gatsby';
import { CardList } from '../site/components/content/CardList';
import { PageHeader } from '../site/components/content/PageHeader';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/pages/glossary.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

type Term = Queries.GlossaryIndexPageQuery['allGlossaryTerm']['nodes'][number];

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const OTHER = '#';

/** The index letter of a term: its title's first letter, or its slug's when the title is not in Latin script. */
function letterOf(term: Term): string {
  for (const candidate of [term.title, term.slug]) {
    const first = candidate.trim().charAt(0).toUpperCase();
    if (ALPHABET.includes(first)) return first;
  }
  return OTHER;
}

function anchorOf(letter: string): string {
  return letter === OTHER ? 'letter-other' : `letter-${letter.toLowerCase()}`;
}

export default function GlossaryPage({ data }: PageProps<Queries.GlossaryIndexPageQuery>) {
  const groups = new Map<string, Term[]>();
  for (const term of data.allGlossaryTerm.nodes) {
    const letter = letterOf(term);
    groups.set(letter, [...(groups.get(letter) ?? []), term]);
  }
  // Plain code-point order, not Intl collation, so the build and the browser sort identically.
  const byTitle = (a: Term, b: Term) =>
    a.title.toLowerCase() < b.title.toLowerCase() ? -1 : a.title.toLowerCase() > b.title.toLowerCase() ? 1 : 0;
  const letters = [...ALPHABET, OTHER].filter((letter) => letter !== OTHER || groups.has(OTHER));

  return (
    <>
      <PageHeader
        title={t('Glossary')}
        lead={tp(
          'Plain-language definitions of the shipping, customs and trade terms you meet when you import and export, from Incoterms to ISF.',
        )}
      >
        <nav aria-label={tp('Glossary letters')} className="letter-index">
          <ul>
            {letters.map((letter) => (
              <li key={letter}>
                {groups.has(letter) ? (
                  <a href={`#${anchorOf(letter)}`}>{letter}</a>
                ) : (
                  <span className="letter-index__empty" title={tp('No terms')}>
                    {letter}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      <div className="section">
        <div className="container">
          {letters
            .filter((letter) => groups.has(letter))
            .map((letter) => (
              <section key={letter} aria-labelledby={anchorOf(letter)} className="glossary-group">
                <h2 id={anchorOf(letter)} className="glossary-group__letter">
                  {letter}
                </h2>
                <CardList
                  headingLevel={3}
                  items={(groups.get(letter) ?? [])
                    .slice()
                    .sort(byTitle)
                    .map((term) => ({ ...term, meta: term.abbreviation }))}
                />
              </section>
            ))}
          {data.allGlossaryTerm.nodes.length === 0 ? <p>{tp('There are no glossary terms yet.')}</p> : null}
        </div>
      </div>
    </>
  );
}

export const query = graphql`
  query GlossaryIndexPage {
    allGlossaryTerm(sort: { title: ASC }) {
      nodes {
        path
        locale
        slug
        title
        description
        abbreviation
      }
    }
  }
`;
