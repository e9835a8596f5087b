import { graphql, type PageProps } from 'gatsby';
import { HsGlossaryTerms } from '../site/components/content/HsGlossaryTerms';
import type { HsPageContext } from '../shared/hs/page-context';
import { PageHeader } from '../site/components/content/PageHeader';
import { CardList } from '../site/components/content/CardList';
import { StatList } from '../site/components/content/StatList';
import { SiteLink } from '../site/components/navigation/SiteLink';
import { t } from '../shared/i18n/use-translate';
import { entryLang } from '../site/components/content/Lang';
import pageCatalogue from '../../locales/zh-CN/templates/hs-code.json';
import { pageTranslator } from '../shared/i18n/page-translator';
import { HAN, displayCode, hsTrail, levelName } from '../shared/hs/page-text';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

/** The lang of a name the page shows: English where the site's language has none for it. */
const nameLang = (name: string) => (HAN.test(name) ? undefined : entryLang('en-US'));

export default function HsCodeTemplate({ data, pageContext }: PageProps<Queries.HsCodeQuery, HsPageContext>) {
  const { hsCode: code } = data;
  if (!code) return null;
  const { chapter, heading, subcodes: children, prev, next } = code;
  const crumbs = hsTrail(code, chapter, heading, tp);
  return (
    <article>
      <PageHeader
        title={tp('HS {{code}}: {{name}}', { code: displayCode(code.code), name: code.name })}
        eyebrow={`${levelName(code.level, t)} · ${t('HS codes')}`}
      >
        <nav className="breadcrumbs" aria-label={tp('Breadcrumb')}>
          <ol>
            {crumbs.map((crumb) => (
              <li key={crumb.to}>
                <SiteLink to={crumb.to}>{crumb.label}</SiteLink>
              </li>
            ))}
            <li aria-current="page">{displayCode(code.code)}</li>
          </ol>
        </nav>
      </PageHeader>
      <section className="section">
        <div className="container two-col">
          <div>
            <StatList
              items={[
                { label: levelName(code.level, t), value: displayCode(code.code) },
                { label: tp('Section {{section}}', { section: code.section }), value: code.section },
              ]}
            />
            {code.englishName === null ? null : (
              <p>
                {tp('In the English of the Harmonized System: ')}
                <span lang={entryLang('en-US')}>{code.englishName}</span>
              </p>
            )}
            <p>
              {tp('Section {{section}}: ', { section: code.section })}
              <span lang={nameLang(code.sectionName)}>{code.sectionName}</span>
            </p>
            {children.length > 0 ? (
              <>
                <h2>{code.level === 2 ? tp('Headings in this chapter') : tp('Subheadings in this heading')}</h2>
                <CardList
                  headingLevel={3}
                  items={children.map((child) => ({ path: child.path, title: `${displayCode(child.code)} ${child.name}` }))}
                />
              </>
            ) : (
              <p>
                {tp(
                  'This six-digit subheading is the most detailed level shared by every country. Importing countries add their own digits below it \
(the US uses ten-digit HTS numbers), and that is where duty rates are set.',
                )}
              </p>
            )}
            {code.nationalLines && code.nationalLines.length > 0 ? <NationalLines lines={code.nationalLines} /> : null}
          </div>
          <aside className="aside-box" aria-label={tp('Nearby codes')}>
            <h2>{tp('Nearby codes')}</h2>
            <ul>
              {prev ? (
                <li>
                  {tp('Previous:')} <SiteLink to={prev.path}>{`${displayCode(prev.code)} ${prev.name}`}</SiteLink>
                </li>
              ) : null}
              {next ? (
                <li>
                  {tp('Next:')} <SiteLink to={next.path}>{`${displayCode(next.code)} ${next.name}`}</SiteLink>
                </li>
              ) : null}
            </ul>
            <p>
              {tp('Not sure this is your code?')} <SiteLink to="/glossary/hs-code">{tp('Read what an HS code is')}</SiteLink> {tp('or')}{' '}
              <SiteLink to="/products/product-classification">{tp('ask our classification team')}</SiteLink>.
            </p>
          </aside>
        </div>
      </section>
      <HsGlossaryTerms related={pageContext.relatedTerms} />
      <div className="container">
        <p className="card__meta">
          {t('Source: Harmonized System 2022 nomenclature (World Customs Organization), as published by UN Comtrade.')}
        </p>
        {code.englishName === null ? null : (
          <p className="card__meta">
            {tp(
              'Names in Chinese: the commodity names of China Customs (2022) for subheadings; headings, chapters and sections from the \
customs tariff of Taiwan (2020), converted to Simplified Chinese with mainland terms.',
            )}
          </p>
        )}
      </div>
    </article>
  );
}

/** A subheading's national tariff lines, as the customs of the site's country lists them, with its units of quantity. */
function NationalLines({ lines }: { lines: ReadonlyArray<{ code: string; name: string; units: readonly string[] }> }) {
  return (
    <section aria-labelledby="national-lines">
      <h2 id="national-lines">{tp("China's national tariff lines")}</h2>
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{tp('Commodity code')}</th>
              <th scope="col">{tp('Commodity name')}</th>
              <th scope="col">{tp('Units of quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.code}>
                <td>
                  <code>{line.code}</code>
                </td>
                <td>{line.name}</td>
                <td>{line.units.join(' / ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="card__meta">
        {tp("Source: commodity codes and names of the General Administration of Customs of the People's Republic of China, 2022 edition.")}
      </p>
    </section>
  );
}

export const query = graphql`
  query HsCode($id: String!) {
    hsCode(id: { eq: $id }) {
      code
      name
      englishName
      level
      section
      sectionName
      path
      chapter {
        code
        name
        path
      }
      heading {
        code
        name
        path
      }
      prev {
        code
        name
        path
      }
      next {
        code
        name
        path
      }
      subcodes {
        code
        name
        path
      }
      nationalLines {
        code
        name
        units
      }
    }
  }
`;
