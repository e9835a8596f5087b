import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { RichText } from '../components/rich-text/RichText';
import { PageHead } from '../components/content/PageHead';
import { CardList } from '../components/content/CardList';
import { TranslationNotice } from '../components/content/TranslationNotice';
import { entryLang } from '../components/content/Lang';
import { SiteLink } from '../components/navigation/SiteLink';
import { t } from '../i18n/use-translate';

export default function CareersTeamTemplate({ data }: PageProps<Queries.CareersTeamQuery>) {
  const { careersTeam: team, allJobPosting, allOffice } = data;
  if (!team) return null;
  const officeName = new Map(allOffice.nodes.map((office) => [office.slug, office.city]));
  const jobs = allJobPosting.nodes.map((job) => ({
    path: job.path,
    title: job.title,
    description: job.description,
    meta: [officeName.get(job.office) ?? job.office, job.remote ? t('Remote') : null].filter(Boolean).join(' · '),
  }));
  return (
    <article lang={entryLang(team.locale)}>
      <PageHead title={team.title} lead={team.description} contentType={team.contentType} eyebrow={t('Teams')} />
      <div className="section">
        <div className="container">
          <TranslationNotice locale={team.locale} />
          <RichText html={team.html} />
        </div>
      </div>
      <section className="section section--mist" aria-labelledby="jobs-heading">
        <div className="container">
          <h2 id="jobs-heading" className="section__title">
            {t('Open roles')}
          </h2>
          {jobs.length > 0 ? <CardList items={jobs} headingLevel={3} /> : <p>{t('No open roles in this team right now.')}</p>}
          <p>
            <SiteLink to="/careers/jobs">{t('See all open roles')}</SiteLink>
          </p>
        </div>
      </section>
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.CareersTeamQuery>) {
  const team = data.careersTeam;
  return team ? <Seo title={team.title} description={team.description} path={team.path} /> : null;
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
        path
        title
        description
        office
        remote
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
