import { graphql, type PageProps } from 'gatsby';
import { ArticleLayout } from '../site/components/content/ArticleLayout';
import { AsideBox } from '../site/components/content/AsideBox';
import { LinkList } from '../site/components/content/LinkList';
import pageCatalogue from '../../locales/zh-CN/templates/glossary-term.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function GlossaryTermTemplate({ data }: PageProps<Queries.GlossaryTermQuery>) {
  const term = data.glossaryTerm;
  if (!term) return null;
  const related = term.relatedTerms.map((other) => ({ to: other.path, label: other.title }));
  return (
    <ArticleLayout
      entry={term}
      eyebrow={term.abbreviation ?? undefined}
      aside={
        related.length > 0 ? (
          <AsideBox headingId="related-heading" title={tp('Related terms')}>
            <LinkList links={related} />
          </AsideBox>
        ) : null
      }
    />
  );
}

export const query = graphql`
  query GlossaryTerm($id: String!) {
    glossaryTerm(id: { eq: $id }) {
      ...ArticleEntry
      abbreviation
      headTitle
      relatedTerms {
        path
        title
      }
    }
  }
`;
