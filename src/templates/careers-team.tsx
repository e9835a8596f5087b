import { newestFirst } from '../site/components/content/format';
import { graphql, type PageProps } from 'gatsby';
import { ArticleLayout } from '../site/components/content/ArticleLayout';
import { OpenRoles } from '../site/components/content/OpenRoles';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/careers-team.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function CareersTeamTemplate({ data }: PageProps<Queries.CareersTeamQuery>) {
  const team = data.careersTeam;
  if (!team) return null;
  return (
    <ArticleLayout entry={team} eyebrow={t('Teams')}>
      <OpenRoles
        title={t('Open roles')}
        jobs={newestFirst(team.jobs, 'posted')}
        detailOf={(job) => job.officeEntry?.city ?? job.office}
        empty={tp('No open roles in this team right now.')}
      />
    </ArticleLayout>
  );
}

export const query = graphql`
  query CareersTeam($id: String!) {
    careersTeam(id: { eq: $id }) {
      ...ArticleEntry
      jobs {
        ...OpenRole
      }
    }
  }
`;
