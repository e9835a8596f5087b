import { graphql, type PageProps } from 'gatsby';
import { ArticleLayout } from '../site/components/content/ArticleLayout';
import { DateMeta } from '../site/components/content/DateMeta';
import { employmentTypeLabel, formatDate } from '../site/components/content/format';
import { SiteLink } from '../site/components/navigation/SiteLink';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/job-posting.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function JobPostingTemplate({ data }: PageProps<Queries.JobPostingQuery>) {
  const job = data.jobPosting;
  if (!job) return null;
  const { teamEntry: team, officeEntry: office } = job;
  return (
    <ArticleLayout
      entry={job}
      eyebrow={team?.title}
      meta={
        <>
          {team ? (
            <li>
              {t('Team')}: <SiteLink to={team.path}>{team.title}</SiteLink>
            </li>
          ) : null}
          {office ? (
            <li>
              {t('Location')}: <SiteLink to={office.path}>{`${office.city}, ${office.country}`}</SiteLink>
            </li>
          ) : null}
          <li>{employmentTypeLabel(job.employmentType)}</li>
          <li>
            {tp('Pay')}: {job.payText} {tp(PAY_PERIODS[job.pay.per as keyof typeof PAY_PERIODS] ?? 'a year')}
          </li>
          {job.remote ? <li>{t('Remote')}</li> : null}
          <DateMeta label="Posted" date={job.posted} />
        </>
      }
      afterBody={
        <>
          {job.closed ? (
            <p className="notice" role="status">
              {tp('This role has closed: applications were taken until {{date}}.').replace(
                '{{date}}',
                formatDate(job.validThrough ?? job.posted),
              )}
            </p>
          ) : (
            <p>
              <SiteLink to="/company/contact" className="button">
                {tp('Apply for this role')}
              </SiteLink>
            </p>
          )}
          <p>
            <SiteLink to="/careers/jobs">{t('See all open roles')}</SiteLink>
          </p>
        </>
      }
    />
  );
}

const PAY_PERIODS = { HOUR: 'an hour', DAY: 'a day', WEEK: 'a week', MONTH: 'a month', YEAR: 'a year' } as const;

export const query = graphql`
  query JobPosting($id: String!) {
    jobPosting(id: { eq: $id }) {
      ...ArticleEntry
      employmentType
      remote
      posted
      validThrough
      closed
      teamEntry {
        path
        title
      }
      officeEntry {
        path
        city
        country
        countryCode
        address
      }
      payText
      pay {
        currency
        min
        max
        per
      }
    }
  }
`;
