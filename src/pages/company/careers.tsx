import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { CardList } from '../../components/content/CardList';
import { PageHead } from '../../components/content/PageHead';
import { Seo } from '../../components/layout/Seo';
import { SiteLink } from '../../components/navigation/SiteLink';
import type { DictionaryKey } from '../../i18n/dictionary';
import { t } from '../../i18n/use-translate';

const REASONS: ReadonlyArray<{ title: DictionaryKey; text: DictionaryKey }> = [
  { title: 'Work that is real', text: 'Every day you will move goods that somebody is waiting for: a store launch, a production line, a holiday order. You see the result of your work on a vessel schedule, not in a slide deck.' },
  { title: 'Learn a trade, not just a job', text: 'Freight and customs are learned by doing. We run structured onboarding, pay for certifications and language classes, and fund preparation for the US customs broker licence exam.' },
  { title: 'One company, six offices', text: 'Shared career levels and salary bands across countries, and daily hand-overs between Asia, Europe and California, so you work with colleagues around the world.' },
  { title: 'Fair pay and real time off', text: 'Competitive salaries published in every job posting where the law allows, health cover in every country, and at least 20 days of paid leave a year.' },
];

export default function CareersPage({ data }: PageProps<Queries.CareersPageQuery>) {
  const openRoles = data.allJobPosting.totalCount;
  return (
    <>
      <PageHead
        title={t('Careers at Harbourline')}
        lead={t('We are around 600 people in six offices who move freight, clear customs and build software for companies that trade across borders. Come and help them plan ahead.')}
      >
        <div className="hero__actions">
          <SiteLink to="/careers/jobs" className="button">
            {openRoles === 1 ? t('See 1 open role') : t('See {{count}} open roles', { count: openRoles })}
          </SiteLink>
          <SiteLink to="/company/careers/diversity-and-inclusion" className="button button--ghost">
            {t('Diversity and inclusion')}
          </SiteLink>
        </div>
      </PageHead>
      <section className="section" aria-labelledby="why-heading">
        <div className="container">
          <h2 id="why-heading" className="section__title">
            {t('Why work here')}
          </h2>
          <ul className="features">
            {REASONS.map((reason) => (
              <li key={reason.title}>
                <h3>{t(reason.title)}</h3>
                <p>{t(reason.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--mist" aria-labelledby="teams-heading">
        <div className="container">
          <h2 id="teams-heading" className="section__title">
            {t('Teams')}
          </h2>
          <CardList headingLevel={3} items={data.allCareersTeam.nodes.map((team) => ({ path: team.path, title: team.title, description: team.description }))} />
        </div>
      </section>
      <section className="section" aria-labelledby="offices-heading">
        <div className="container">
          <h2 id="offices-heading" className="section__title">
            {t('Our global offices')}
          </h2>
          <CardList
            headingLevel={3}
            items={data.allOffice.nodes.map((office) => ({
              path: office.path,
              title: office.city,
              description: office.description,
              meta: office.country,
              tag: office.headquarters ? t('Headquarters') : null,
            }))}
          />
          <p className="section__more">
            <SiteLink to="/company/careers/our-global-offices">{t('More about our offices')}</SiteLink>
          </p>
        </div>
      </section>
      <section className="section section--mist" aria-labelledby="hiring-heading">
        <div className="container narrow">
          <h2 id="hiring-heading" className="section__title">
            {t('How we hire')}
          </h2>
          <ol className="prose">
            <li>{t('Apply online with your CV. A recruiter reads every application and replies within ten working days.')}</li>
            <li>{t('A 30-minute call with the recruiter about the role, your experience and what you are looking for.')}</li>
            <li>{t('A conversation with the hiring manager, and for most roles a practical exercise based on a real shipment, customs case or piece of code.')}</li>
            <li>{t('Meet two future colleagues, then receive a decision within a week of your last interview.')}</li>
          </ol>
          <p>{t('If you need an adjustment at any stage, such as extra time, a different interview format or step-free access, tell your recruiter and we will arrange it.')}</p>
        </div>
      </section>
    </>
  );
}

export function Head() {
  return (
    <Seo
      title={t('Careers at Harbourline')}
      description={t('Work at Harbourline Freight in operations, customs brokerage, sales, engineering or people, in Long Beach, Shanghai, Shenzhen, Rotterdam, Hamburg or Ho Chi Minh City.')}
      path="/company/careers"
    />
  );
}

export const query = graphql`
  query CareersPage {
    allCareersTeam(sort: { title: ASC }) {
      nodes {
        path
        title
        description
      }
    }
    allOffice(sort: [{ headquarters: DESC }, { city: ASC }]) {
      nodes {
        path
        city
        country
        description
        headquarters
      }
    }
    allJobPosting {
      totalCount
    }
  }
`;
