import { graphql, type PageProps } from 'gatsby';
import { ArticleLayout } from '../site/components/content/ArticleLayout';
import { AsideBox } from '../site/components/content/AsideBox';
import { OpenRoles } from '../site/components/content/OpenRoles';
import { telHref, newestFirst } from '../site/components/content/format';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/careers-location.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function CareersLocationTemplate({ data }: PageProps<Queries.CareersLocationQuery>) {
  const office = data.office;
  if (!office) return null;
  return (
    <ArticleLayout
      entry={office}
      eyebrow={office.headquarters ? t('Headquarters') : office.country}
      aside={
        <AsideBox headingId="office-heading" title={tp('Visit or contact us')}>
          <address>
            {office.address}
            <br />
            <a href={telHref(office.phone)}>{office.phone}</a>
            <br />
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </address>
          <p>
            {t('Time zone')}: {office.timezone}
          </p>
        </AsideBox>
      }
    >
      <OpenRoles
        title={tp('Open roles in {{city}}', { city: office.city })}
        jobs={newestFirst(office.jobs, 'posted')}
        detailOf={(job) => job.teamEntry?.title ?? job.team}
        empty={tp('No open roles at this office right now.')}
      />
    </ArticleLayout>
  );
}

export const query = graphql`
  query CareersLocation($id: String!) {
    office(id: { eq: $id }) {
      ...ArticleEntry
      ...OfficeContact
      jobs {
        ...OpenRole
      }
    }
  }
`;
