import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { EntrySeo } from '../components/content/EntrySeo';
import { ArticleLayout } from '../components/content/ArticleLayout';
import { OpenRoles } from '../components/content/OpenRoles';
import { t } from '../i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/careers-team.json';
import { pageTranslator } from '../i18n/page-translator';

// Text used only in this file; the bundler replaces the literal process.env expression, so the en-US bundle leaves it out.
const tp = pageTranslator(pageCatalogue);

export default function CareersTeamTemplate({ data }: PageProps<Queries.CareersTeamQuery>) {
  const { careersTeam: team, allJobPosting, allOffice } = data;
  if (!team) return null;
  const officeName = new Map(allOffice.nodes.map((office) => [office.slug, office.city]));
  return (
    <ArticleLayout entry={team} eyebrow={t('Teams')}>
      <OpenRoles
        title={t('Open roles')}
        jobs={allJobPosting.nodes}
        detailOf={(job) => officeName.get(job.office) ?? job.office}
        empty={tp('No open roles in this team right now.')}
      />
    </ArticleLayout>
  );
}

export function Head({ data }: HeadProps<Queries.CareersTeamQuery>) {
  return <EntrySeo entry={data.careersTeam} />;
}

export const query = graphql`
  query CareersTeam($id: String!, $slug: String!) {
    careersTeam(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      html
    }
    allJobPosting(filter: { team: { eq: $slug } }, sort: { posted: DESC }) {
      nodes {
        ...OpenRole
      }
    }
    allOffice {
      nodes {
        slug
        city
      }
    }
  }
`;
