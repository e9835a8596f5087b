import { graphql } from 'gatsby';
import { t } from '../../../shared/i18n/use-translate';
import { SiteLink } from '../navigation/SiteLink';
import { CardList } from './CardList';

type Job = Queries.OpenRoleFragment;

interface OpenRolesProps {
  title: string;
  jobs: ReadonlyArray<Job>;
  /** The first detail under each job: the part of the job that the page is not already about (its office or its team). */
  detailOf: (job: Job) => string;
  /** Shown instead of the list when there are no open roles. */
  empty: string;
}

/** The open roles of a team or an office (a posting past its validThrough is closed), with a link to all roles. */
export function OpenRoles({ title, jobs, detailOf, empty }: OpenRolesProps) {
  const items = jobs
    .filter((job) => !job.closed)
    .map((job) => ({
    path: job.path,
    locale: job.locale,
    title: job.title,
    description: job.description,
    meta: [detailOf(job), job.remote ? t('Remote') : null].filter(Boolean).join(' · '),
  }));
  return (
    <section className="section section--mist" aria-labelledby="jobs-heading">
      <div className="container">
        <h2 id="jobs-heading" className="section__title">
          {title}
        </h2>
        {items.length > 0 ? <CardList items={items} headingLevel={3} /> : <p>{empty}</p>}
        <p>
          <SiteLink to="/careers/jobs">{t('See all open roles')}</SiteLink>
        </p>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment OpenRole on JobPosting {
    path
    locale
    title
    description
    team
    office
    remote
    posted
    closed
    teamEntry {
      title
    }
    officeEntry {
      city
    }
  }
`;
