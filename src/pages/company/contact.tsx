import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PageHead } from '../../components/content/PageHead';
import { Seo } from '../../components/layout/Seo';
import { SiteLink } from '../../components/navigation/SiteLink';
import { SITE } from '../../config/site';
import { t } from '../../i18n/use-translate';

/** A tel: link needs the number without spaces or punctuation. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  return (
    <>
      <PageHead
        title={t('Contact us')}
        lead={t('Questions about a quote, a shipment or working with us? Write to us or call the office nearest to you. We answer every message within one business day.')}
      />
      <section className="section" aria-labelledby="general-heading">
        <div className="container two-col">
          <div>
            <h2 id="general-heading" className="section__title">
              {t('General enquiries')}
            </h2>
            <dl className="definition-list">
              <div>
                <dt>{t('Email')}</dt>
                <dd>
                  <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
                </dd>
              </div>
              <div>
                <dt>{t('Phone')}</dt>
                <dd>
                  <a href={telHref(SITE.phone)}>{SITE.phone}</a> {t('(Monday to Friday, 7 am to 6 pm Pacific Time)')}
                </dd>
              </div>
              <div>
                <dt>{t('Press')}</dt>
                <dd>
                  <a href="mailto:press@harbourline.example">press@harbourline.example</a>
                </dd>
              </div>
            </dl>
            <p>{t('Existing customers: for a live shipment, message your operations team from the shipment page in the Harbourline platform, so the whole team sees it.')}</p>
          </div>
          <aside className="aside-box" aria-labelledby="shortcuts-heading">
            <h2 id="shortcuts-heading">{t('Looking for something specific?')}</h2>
            <ul>
              <li>
                <SiteLink to="/get-started">{t('Get a quote')}</SiteLink>
              </li>
              <li>
                <SiteLink to="/talk-to-an-expert">{t('Talk to an expert')}</SiteLink>
              </li>
              <li>
                <SiteLink to="/help">{t('Help Center')}</SiteLink>
              </li>
              <li>
                <SiteLink to="/careers/jobs">{t('Open roles')}</SiteLink>
              </li>
            </ul>
          </aside>
        </div>
      </section>
      <section className="section section--mist" aria-labelledby="offices-heading">
        <div className="container">
          <h2 id="offices-heading" className="section__title">
            {t('Our offices')}
          </h2>
          <ul className="office-list">
            {data.allOffice.nodes.map((office) => (
              <li key={office.slug} className="office">
                <h3>
                  {office.city}
                  {office.headquarters ? <span className="tag office__tag">{t('Headquarters')}</span> : null}
                </h3>
                <address>{office.address}</address>
                <dl>
                  <div>
                    <dt>{t('Phone')}</dt>
                    <dd>
                      <a href={telHref(office.phone)}>{office.phone}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('Email')}</dt>
                    <dd>
                      <a href={`mailto:${office.email}`}>{office.email}</a>
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export function Head() {
  return (
    <Seo
      title={t('Contact us')}
      description={t('Contact Harbourline Freight: email hello@harbourline.example, or call our offices in Long Beach, Shanghai, Shenzhen, Rotterdam, Hamburg and Ho Chi Minh City.')}
      path="/company/contact"
    />
  );
}

export const query = graphql`
  query ContactPage {
    allOffice(sort: [{ headquarters: DESC }, { city: ASC }]) {
      nodes {
        slug
        city
        address
        phone
        email
        headquarters
      }
    }
  }
`;
