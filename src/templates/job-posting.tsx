import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { RichText } from '../components/rich-text/RichText';
import { PageHead } from '../components/content/PageHead';
import { TranslationNotice } from '../components/content/TranslationNotice';
import { entryLang } from '../components/content/Lang';
import { formatDate } from '../components/content/format';
import { SiteLink } from '../components/navigation/SiteLink';
import type { DictionaryKey } from '../i18n/dictionary';
import { t } from '../i18n/use-translate';

const EMPLOYMENT_TYPE: Record<string, DictionaryKey> = {
  'Full-time': 'Full-time',
  'Part-time': 'Part-time',
  Contract: 'Contract',
  Internship: 'Internship',
};

export default function JobPostingTemplate({ data }: PageProps<Queries.JobPostingQuery>) {
  const { jobPosting: job, careersTeam: team, office } = data;
  if (!job) return null;
  const employmentKey = EMPLOYMENT_TYPE[job.employmentType];
  return (
    <article lang={entryLang(job.locale)}>
      <PageHead title={job.title} lead={job.description} contentType={job.contentType} eyebrow={team?.title}>
        <ul className="meta-list">
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
          <li>{employmentKey ? t(employmentKey) : job.employmentType}</li>
          {job.remote ? <li>{t('Remote')}</li> : null}
          <li>
            {t('Posted')} <time dateTime={job.posted}>{formatDate(job.posted)}</time>
          </li>
        </ul>
      </PageHead>
      <div className="section">
        <div className="container">
          <TranslationNotice locale={job.locale} />
          <RichText html={job.html} />
          <p>
            <SiteLink to="/company/contact" className="button">
              {t('Apply for this role')}
            </SiteLink>
          </p>
          <p>
            <SiteLink to="/careers/jobs">{t('See all open roles')}</SiteLink>
          </p>
        </div>
      </div>
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.JobPostingQuery>) {
  const job = data.jobPosting;
  return job ? <Seo title={job.title} description={job.description} path={job.path} /> : null;
}

export const query = graphql`
  query JobPosting($id: String!, $team: String!, $office: String!) {
    jobPosting(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      employmentType
      remote
      posted
      html
    }
    careersTeam(slug: { eq: $team }) {
      path
      title
    }
    office(slug: { eq: $office }) {
      path
      city
      country
    }
  }
`;
