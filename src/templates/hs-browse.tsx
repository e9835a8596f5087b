import { graphql, type PageProps } from 'gatsby';
import { LinkList } from '../site/components/content/LinkList';
import { PageHeader } from '../site/components/content/PageHeader';
import { SiteLink } from '../site/components/navigation/SiteLink';
import { t } from '../shared/i18n/use-translate';
import { formatCount } from '../shared/i18n/format-count';
import { entryLang } from '../site/components/content/Lang';
import pageCatalogue from '../../locales/zh-CN/templates/hs-browse.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function HsBrowseTemplate({ data }: PageProps<Queries.HsBrowseQuery>) {
  const chapters = data.chapters.nodes;
  // The sections that have chapters, in the order of their chapters (the nomenclature's): the order of the store's
  // nodes, which a warm build that re-creates some of them changes, is not the nomenclature's.
  const shown = [...new Set(chapters.map((chapter) => chapter.section))].flatMap((id) =>
    data.sections.nodes.filter((section) => section.section === id),
  );
  return (
    <>
      <PageHeader
        title={tp('HS codes by section and chapter')}
        lead={tp(
          "The Harmonized System: {{sections}} sections, {{chapters}} chapters, {{headings}} 4-digit headings and {{subheadings}} 6-digit subheadings. Find your product's chapter, then narrow down.",
          {
            sections: formatCount(shown.length),
            chapters: formatCount(chapters.length),
            headings: formatCount(data.headings.totalCount),
            subheadings: formatCount(data.subheadings.totalCount),
          },
        )}
      />
      <section className="section">
        <div className="container">
          <p>
            {tp('New to classification?')} <SiteLink to="/data/get-started">{tp('Start with how HS codes work')}</SiteLink>.
          </p>
          {shown.map((section) => {
            const own = chapters.filter((c) => c.section === section.section);
            return (
              <section key={section.section} aria-labelledby={`section-${section.section}`}>
                <h2 id={`section-${section.section}`}>
                  {tp('Section {{section}}: ', { section: section.section })}
                  <span lang={section.englishName === null ? entryLang('en-US') : undefined}>{section.name}</span>
                </h2>
                <LinkList
                  links={own.map((chapter) => ({
                    to: chapter.path,
                    label: tp('Chapter {{code}}: {{name}}', { code: chapter.code, name: chapter.name }),
                  }))}
                />
              </section>
            );
          })}
          <p className="card__meta">
            {t('Source: Harmonized System 2022 nomenclature (World Customs Organization), as published by UN Comtrade.')}
          </p>
        </div>
      </section>
    </>
  );
}

export const query = graphql`
  query HsBrowse {
    sections: allHsSection {
      nodes {
        section
        name
        englishName
      }
    }
    headings: allHsCode(filter: { level: { eq: 4 } }) {
      totalCount
    }
    subheadings: allHsCode(filter: { level: { eq: 6 } }) {
      totalCount
    }
    chapters: allHsCode(filter: { level: { eq: 2 } }, sort: { code: ASC }) {
      nodes {
        code
        name
        section
        path
      }
    }
  }
`;
