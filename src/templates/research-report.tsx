import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { EntrySeo } from '../components/content/EntrySeo';
import { ArticleLayout } from '../components/content/ArticleLayout';
import { t } from '../i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/research-report.json';
import { pageTranslator } from '../i18n/page-translator';

// Text used only in this file; the bundler replaces the literal process.env expression, so the en-US bundle leaves it out.
const tp = pageTranslator(pageCatalogue);

export default function ResearchReportTemplate({ data }: PageProps<Queries.ResearchReportQuery>) {
  const report = data.research;
  if (!report) return null;
  return (
    <ArticleLayout
      entry={report}
      eyebrow={t('Research')}
      date={{ label: 'Published', date: report.date }}
      points={{ headingId: 'findings-heading', title: tp('Key findings'), items: report.keyFindings }}
      cta={t('Talk to an expert')}
    />
  );
}

export function Head({ data }: HeadProps<Queries.ResearchReportQuery>) {
  return <EntrySeo entry={data.research} />;
}

export const query = graphql`
  query ResearchReport($id: String!) {
    research(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      date
      keyFindings
      html
    }
  }
`;
