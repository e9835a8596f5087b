import React, { useState } from 'react';
import { graphql, navigate, type PageProps } from 'gatsby';
import { CardList } from '../../site/components/content/CardList';
import { LinkList } from '../../site/components/content/LinkList';
import { PageHeader } from '../../site/components/content/PageHeader';
import { Section } from '../../site/components/content/Section';
import { employmentTypeLabel } from '../../site/components/content/format';
import { SiteLink } from '../../site/components/navigation/SiteLink';
import { t } from '../../shared/i18n/use-translate';
import { useHydrated } from '../../site/runtime/hydration';
import pageCatalogue from '../../../locales/zh-CN/pages/careers/jobs.json';
import { pageTranslator } from '../../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

interface Filters {
  location: string;
  team: string;
}

const NO_FILTERS: Filters = { location: '', team: '' };

/** Reads the filters from a query string; an office or team slug that matches nothing simply lists no jobs. */
function readFilters(search: string): Filters {
  const params = new URLSearchParams(search);
  return { location: params.get('location') ?? '', team: params.get('team') ?? '' };
}

function queryString(filters: Filters): string {
  const params = new URLSearchParams();
  if (filters.location) params.set('location', filters.location);
  if (filters.team) params.set('team', filters.team);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function rolesCount(count: number): string {
  return count === 1 ? tp('1 open role') : tp('{{count}} open roles', { count });
}

export default function JobsPage({ data, location }: PageProps<Queries.JobsIndexPageQuery>) {
  const offices = data.allOffice.nodes;
  const teams = data.allCareersTeam.nodes;
  const cityOf = new Map(offices.map((office) => [office.slug, office.city]));
  const teamOf = new Map(teams.map((team) => [team.slug, team.title]));

  // The server renders every job; filters from the URL apply after hydration so both renders match.
  const hydrated = useHydrated();
  const search = hydrated ? location.search : '';
  const applied = search ? readFilters(search) : NO_FILTERS;
  // The form shows the applied filters again whenever the URL changes (Back, a shared link).
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [draftFor, setDraftFor] = useState(search);
  if (draftFor !== search) {
    setDraftFor(search);
    setDraft(applied);
  }

  const jobs = data.allJobPosting.nodes.filter(
    (job) => (applied.location === '' || job.office === applied.location) && (applied.team === '' || job.team === applied.team),
  );

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(`/careers/jobs/${queryString(draft)}`);
  };

  return (
    <>
      <PageHeader
        title={t('Open roles')}
        lead={tp('Join the people who move freight, clear customs and build software for importers and exporters around the world.')}
      >
        <p>
          <SiteLink to="/company/careers">{tp('Life at Harbourline')}</SiteLink>
        </p>
      </PageHeader>
      <section className="section" aria-labelledby="jobs-heading">
        <div className="container">
          <h2 id="jobs-heading" className="visually-hidden">
            {tp('Filter jobs')}
          </h2>
          <form method="get" action="/careers/jobs/" className="filters" onSubmit={onSubmit}>
            <div className="field">
              <label htmlFor="jobs-location">{t('Location')}</label>
              <select
                id="jobs-location"
                name="location"
                value={draft.location}
                onChange={(event) => setDraft({ ...draft, location: event.target.value })}
              >
                <option value="">{tp('All locations')}</option>
                {offices.map((office) => (
                  <option key={office.slug} value={office.slug}>
                    {office.city}, {office.country}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="jobs-team">{t('Team')}</label>
              <select id="jobs-team" name="team" value={draft.team} onChange={(event) => setDraft({ ...draft, team: event.target.value })}>
                <option value="">{tp('All teams')}</option>
                {teams.map((team) => (
                  <option key={team.slug} value={team.slug}>
                    {team.title}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button">
              {tp('Show jobs')}
            </button>
          </form>
          <p role="status" className="jobs-count">
            {rolesCount(jobs.length)}
          </p>
          {jobs.length > 0 ? (
            <CardList
              items={jobs.map((job) => {
                const details = [
                  teamOf.get(job.team) ?? job.team,
                  cityOf.get(job.office) ?? job.office,
                  employmentTypeLabel(job.employmentType),
                ];
                if (job.remote) details.push(tp('Remote possible'));
                return { ...job, meta: details.join(' · ') };
              })}
            />
          ) : (
            <p className="notice">{tp('No open roles match these filters.')}</p>
          )}
        </div>
      </section>
      <Section headingId="no-fit-heading" title={tp('No role that fits yet?')} mist containerClassName="narrow">
        <p>
          {tp(
            'We hire throughout the year as our customers grow. Read about our teams and offices, and check back here: new roles appear as soon as they open.',
          )}
        </p>
        <LinkList
          links={[
            { to: '/company/careers/our-global-offices', label: t('Our global offices') },
            { to: '/company/careers/diversity-and-inclusion', label: t('Diversity and inclusion') },
          ]}
        />
      </Section>
    </>
  );
}

export const query = graphql`
  query JobsIndexPage {
    allJobPosting(filter: { closed: { eq: false } }, sort: [{ posted: DESC }, { title: ASC }]) {
      nodes {
        ...OpenRole
        employmentType
      }
    }
    allOffice(sort: [{ headquarters: DESC }, { city: ASC }]) {
      nodes {
        slug
        city
        country
      }
    }
    allCareersTeam(sort: { title: ASC }) {
      nodes {
        slug
        title
      }
    }
  }
`;
