import { graphql, type PageProps } from 'gatsby';
import { HsGlossaryTerms } from '../site/components/content/HsGlossaryTerms';
import type { HsPageContext } from '../pipeline/hs-codes';
import { PageHeader } from '../site/components/content/PageHeader';
import { CardList } from '../site/components/content/CardList';
import { StatList } from '../site/components/content/StatList';
import { SiteLink } from '../site/components/navigation/SiteLink';
import { t } from '../shared/i18n/use-translate';
import { entryLang } from '../site/components/content/Lang';
import pageCatalogue from '../../locales/zh-CN/templates/hs-code.json';
import { pageTranslator } from '../shared/i18n/page-translator';
import { displayCode, hsTrail, levelName } from '../shared/hs/page-text';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function HsCodeTemplate({ data, pageContext }: PageProps<Queries.HsCodeQuery, HsPageContext>) {
  const { hsCode: code } = data;
  if (!code) return null;
  const { chapter, heading, subcodes: children, prev, next } = code;
  const crumbs = hsTrail(code, chapter, heading, tp);
  return (
    <article>
      <PageHeader title={`HS ${displayCode(code.code)}: ${code.description}`} eyebrow={`${levelName(code.level, t)} · ${t('HS codes')}`}>
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
            <p>
              {tp('Section {{section}}', { section: code.section })}: <span lang={entryLang('en-US')}>{code.sectionName}</span>
            </p>
            {children.length > 0 ? (
              <>
                <h2>{code.level === 2 ? tp('Headings in this chapter') : tp('Subheadings in this heading')}</h2>
                <CardList
                  headingLevel={3}
                  items={children.map((child) => ({ path: child.path, title: `${displayCode(child.code)} ${child.description}` }))}
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
          </div>
          <aside className="aside-box" aria-label={tp('Nearby codes')}>
            <h2>{tp('Nearby codes')}</h2>
            <ul>
              {prev ? (
                <li>
                  {tp('Previous:')} <SiteLink to={prev.path}>{`${displayCode(prev.code)} ${prev.description}`}</SiteLink>
                </li>
              ) : null}
              {next ? (
                <li>
                  {tp('Next:')} <SiteLink to={next.path}>{`${displayCode(next.code)} ${next.description}`}</SiteLink>
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
      </div>
    </article>
  );
}

export const query = graphql`
  query HsCode($id: String!) {
    hsCode(id: { eq: $id }) {
      code
      description
      level
      section
      sectionName
      path
      chapter {
        code
        description
        path
      }
      heading {
        code
        description
        path
      }
      prev {
        code
        description
        path
      }
      next {
        code
        description
        path
      }
      subcodes {
        code
        description
        path
      }
    }
  }
`;
