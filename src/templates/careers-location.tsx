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

export default function CareersLocationTemplate({ data }: PageProps<Queries.CareersLocationQuery>) {
  const { office, allJobPosting, allCareersTeam } = data;
  if (!office) return null;
  const teamName = new Map(allCareersTeam.nodes.map((team) => [team.slug, team.title]));
  const jobs = allJobPosting.nodes.map((job) => ({
    path: job.path,
    title: job.title,
    description: job.description,
    meta: [teamName.get(job.team) ?? job.team, job.remote ? t('Remote') : null].filter(Boolean).join(' · '),
  }));
  return (
    <article lang={entryLang(office.locale)}>
      <PageHead
        title={office.title}
        lead={office.description}
        contentType={office.contentType}
        eyebrow={office.headquarters ? t('Headquarters') : office.country}
      />
      <div className="section">
        <div className="container two-col">
          <div>
            <TranslationNotice locale={office.locale} />
            <RichText html={office.html} />
          </div>
          <aside className="aside-box" aria-labelledby="office-heading">
            <h2 id="office-heading">{t('Visit or contact us')}</h2>
            <address>
              {office.address}
              <br />
              <a href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>{office.phone}</a>
              <br />
              <a href={`mailto:${office.email}`}>{office.email}</a>
            </address>
            <p>
              {t('Time zone')}: {office.timezone}
            </p>
          </aside>
        </div>
      </div>
      <section className="section section--mist" aria-labelledby="jobs-heading">
        <div className="container">
          <h2 id="jobs-heading" className="section__title">
            {t('Open roles in {{city}}', { city: office.city })}
          </h2>
          {jobs.length > 0 ? <CardList items={jobs} headingLevel={3} /> : <p>{t('No open roles at this office right now.')}</p>}
          <p>
            <SiteLink to="/careers/jobs">{t('See all open roles')}</SiteLink>
          </p>
        </div>
      </section>
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.CareersLocationQuery>) {
  const office = data.office;
  return office ? <Seo title={office.title} description={office.description} path={office.path} /> : null;
}

export const query = graphql`
  query CareersLocation($id: String!, $slug: String!) {
    office(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      city
      country
      address
      phone
      email
      timezone
      headquarters
      html
    }
    allJobPosting(filter: { office: { eq: $slug } }, sort: { posted: DESC }) {
      nodes {
        path
        title
        description
        team
        remote
      }
    }
    allCareersTeam {
      nodes {
        slug
        title
      }
    }
  }
`;
