import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PageHead } from '../components/content/PageHead';
import { Seo } from '../components/layout/Seo';
import { SiteLink } from '../components/navigation/SiteLink';
import type { DictionaryKey } from '../i18n/dictionary';
import { t } from '../i18n/use-translate';

const TOPICS: ReadonlyArray<{ title: DictionaryKey; text: DictionaryKey }> = [
  { title: 'Choosing how to ship', text: 'FCL, LCL, air or a mix: we compare cost, transit time and risk for your lanes and your inventory plan.' },
  { title: 'Customs and tariffs', text: 'Classification, duty rates, additional tariffs, customs bonds, ISF and the records CBP expects you to keep.' },
  { title: 'Landed cost and sourcing', text: 'What moving production to another country would do to your freight, duties and lead times.' },
  { title: 'Peak season and contracts', text: 'Forecasts, carrier allocations and contract rates, so your cargo has space when the market tightens.' },
  { title: 'Fulfilment and retail compliance', text: 'Warehousing near your customers, Amazon FBA preparation and retailer routing guides.' },
  { title: 'Finance, insurance and emissions', text: 'Paying suppliers with Harbourline Capital, insuring cargo and measuring the emissions of your freight.' },
];

export default function TalkToAnExpertPage({ data }: PageProps<Queries.TalkToAnExpertPageQuery>) {
  return (
    <>
      <PageHead
        title={t('Talk to an expert')}
        lead={t('Speak to a freight, customs or trade specialist who knows your lanes. No scripts and no obligation: just a straight answer to your question.')}
      >
        <div className="hero__actions">
          <SiteLink to="/company/contact" className="button">
            {t('Contact us')}
          </SiteLink>
          <SiteLink to="/get-started" className="button button--ghost">
            {t('Get a quote')}
          </SiteLink>
        </div>
      </PageHead>
      <section className="section" aria-labelledby="topics-heading">
        <div className="container">
          <h2 id="topics-heading" className="section__title">
            {t('What our experts can help with')}
          </h2>
          <ul className="features">
            {TOPICS.map((topic) => (
              <li key={topic.title}>
                <h3>{t(topic.title)}</h3>
                <p>{t(topic.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--mist" aria-labelledby="how-heading">
        <div className="container narrow">
          <h2 id="how-heading" className="section__title">
            {t('How a conversation works')}
          </h2>
          <p>
            {t('Send us a short note about what you import or export, from where, and roughly how much each year. We reply within one business day to arrange a 30-minute call with a specialist in the right office and time zone. Calls are available in English, Mandarin, Cantonese, Dutch, German and Vietnamese.')}
          </p>
          <p>
            {t('If you have shipping documents, such as a commercial invoice, a packing list or a previous customs entry, have them at hand. They help us give specific advice rather than general rules.')}
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="offices-heading">
        <div className="container">
          <h2 id="offices-heading" className="section__title">
            {t('Call or write to an office near you')}
          </h2>
          <ul className="office-list">
            {data.allOffice.nodes.map((office) => (
              <li key={office.path} className="office">
                <h3>
                  {office.city}
                  {office.headquarters ? <span className="tag office__tag">{t('Headquarters')}</span> : null}
                </h3>
                <p className="office__country">{office.country}</p>
                <dl>
                  <div>
                    <dt>{t('Phone')}</dt>
                    <dd>
                      <a href={`tel:${office.phone.replace(/[^+\d]/g, '')}`}>{office.phone}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('Email')}</dt>
                    <dd>
                      <a href={`mailto:${office.email}`}>{office.email}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('Time zone')}</dt>
                    <dd>{office.timezone}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <p className="section__more">
            <SiteLink to="/company/contact">{t('See all addresses and ways to contact us')}</SiteLink>
          </p>
        </div>
      </section>
    </>
  );
}

export function Head() {
  return (
    <Seo
      title={t('Talk to an expert')}
      description={t('Speak to a Harbourline freight, customs or trade specialist about your shipments, tariffs, landed cost or fulfilment, by phone or email from one of our six offices.')}
      path="/talk-to-an-expert"
    />
  );
}

export const query = graphql`
  query TalkToAnExpertPage {
    allOffice(sort: [{ headquarters: DESC }, { city: ASC }]) {
      nodes {
        path
        city
        country
        phone
        email
        timezone
        headquarters
      }
    }
  }
`;
