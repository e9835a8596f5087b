import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { CardList } from '../../../components/content/CardList';
import { PageHead } from '../../../components/content/PageHead';
import { Seo } from '../../../components/layout/Seo';
import { SiteLink } from '../../../components/navigation/SiteLink';
import { t } from '../../../i18n/use-translate';

export default function OurGlobalOfficesPage({ data }: PageProps<Queries.GlobalOfficesPageQuery>) {
  return (
    <>
      <PageHead
        title={t('Our global offices')}
        lead={t('Six offices at the ends of the trade lanes our customers use most: our headquarters at the San Pedro Bay ports, two offices in China, two at the great ports of northern Europe and one in Vietnam.')}
      />
      <section className="section" aria-label={t('All offices')}>
        <div className="container">
          <CardList
            items={data.allOffice.nodes.map((office) => ({
              path: office.path,
              title: office.city,
              description: office.description,
              meta: `${office.country} · ${office.timezone}`,
              tag: office.headquarters ? t('Headquarters') : null,
            }))}
          />
        </div>
      </section>
      <section className="section section--mist" aria-labelledby="follow-heading">
        <div className="container narrow">
          <h2 id="follow-heading" className="section__title">
            {t('Working across time zones')}
          </h2>
          <p>
            {t('A question raised by a customer in Shenzhen in the morning can be picked up by Rotterdam in the afternoon and answered by Long Beach overnight. We hand work over at the end of every day with written notes, so colleagues rarely need to be online outside their own working hours.')}
          </p>
          <div className="hero__actions">
            <SiteLink to="/careers/jobs" className="button">
              {t('See open roles')}
            </SiteLink>
            <SiteLink to="/company/careers" className="button button--ghost">
              {t('Careers at Harbourline')}
            </SiteLink>
          </div>
        </div>
      </section>
    </>
  );
}

export function Head() {
  return (
    <Seo
      title={t('Our global offices')}
      description={t('Harbourline Freight offices in Long Beach, Shanghai, Shenzhen, Rotterdam, Hamburg and Ho Chi Minh City, and the teams that work in each.')}
      path="/company/careers/our-global-offices"
    />
  );
}

export const query = graphql`
  query GlobalOfficesPage {
    allOffice(sort: [{ headquarters: DESC }, { city: ASC }]) {
      nodes {
        path
        city
        country
        description
        timezone
        headquarters
      }
    }
  }
`;
