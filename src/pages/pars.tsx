import React from 'react';
import { PageHead } from '../components/content/PageHead';
import { Seo } from '../components/layout/Seo';
import { SiteLink } from '../components/navigation/SiteLink';
import type { DictionaryKey } from '../i18n/dictionary';
import { t } from '../i18n/use-translate';

const STEPS: ReadonlyArray<{ title: DictionaryKey; text: DictionaryKey }> = [
  {
    title: 'The shipment gets a PARS number',
    text: 'The carrier gives the shipper a PARS label, which is attached to the first page of the invoice. The shipper sends the invoice and any permits or certificates to the Canadian customs broker.',
  },
  {
    title: 'The broker requests release',
    text: 'The broker submits the release data to the Canada Border Services Agency (CBSA), quoting the PARS number. This can be done up to 30 days before the goods arrive.',
  },
  {
    title: 'CBSA reviews in advance',
    text: 'CBSA checks the data, including permits needed by other government departments, and records whether the goods should be released or examined.',
  },
  {
    title: 'The carrier files the eManifest',
    text: 'The highway carrier transmits its ACI eManifest with the same number as the cargo control number, at least one hour before the truck reaches the border.',
  },
  {
    title: 'Release at the border',
    text: 'The border services officer scans the PARS barcode, sees the decision made in advance and releases the truck or refers it for inspection.',
  },
];

export default function ParsPage() {
  return (
    <>
      <PageHead
        title={t('PARS: Pre-Arrival Review System')}
        lead={t('How Canada Border Services Agency reviews commercial goods before they arrive in Canada, and what the PARS number on your invoice means.')}
      />
      <section className="section" aria-labelledby="what-heading">
        <div className="container narrow prose">
          <h2 id="what-heading" className="section__title">
            {t('What PARS is')}
          </h2>
          <p>
            {t('PARS is the CBSA release option for commercial goods that lets the customs broker send release information before the shipment reaches Canada. It is used above all for truck freight from the United States. Because CBSA has already reviewed the shipment, a truck with cleared PARS freight usually crosses without waiting while paperwork is processed.')}
          </p>
          <h2>{t('The PARS number')}</h2>
          <p>
            {t('A PARS number is a cargo control number: the four-character carrier code that CBSA issues to the carrier, followed by a unique shipment number chosen by the carrier. A carrier must not reuse a shipment number within three years.')}
          </p>
          <p>
            {t("The number is printed as a barcode on a label that also shows the word PARS and usually the carrier's name. One label goes on the invoice sent to the broker and a matching one travels with the driver. The number in the carrier's eManifest must match the label exactly, including the letters PARS if the carrier has made them part of the number.")}
          </p>
        </div>
      </section>
      <section className="section section--mist" aria-labelledby="steps-heading">
        <div className="container">
          <h2 id="steps-heading" className="section__title">
            {t('How a PARS shipment clears')}
          </h2>
          <ol className="features steps">
            {STEPS.map((step) => (
              <li key={step.title}>
                <h3>{t(step.title)}</h3>
                <p>{t(step.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section" aria-labelledby="importers-heading">
        <div className="container narrow prose">
          <h2 id="importers-heading" className="section__title">
            {t('What importers in Canada need')}
          </h2>
          <ul>
            <li>{t('A business number with an import-export program account from the Canada Revenue Agency.')}</li>
            <li>{t('A CARM Client Portal account, which CBSA has used since October 2024 to assess and collect duties and taxes.')}</li>
            <li>{t('Financial security posted in CARM if you want goods released before duties and taxes are paid.')}</li>
            <li>{t('Documents to the broker at least two hours before the truck arrives, so the release is on file in time.')}</li>
          </ul>
          <h2>{t('How Harbourline helps')}</h2>
          <p>
            {t('We arrange cross-border trucking into Canada with carriers we know, and coordinate PARS clearance with licensed Canadian customs brokers, so the shipper, the broker and the carrier all work from the same number and the same documents.')}
          </p>
          <p>
            {t('Shipping into the United States instead? The US counterpart is PAPS.')} <SiteLink to="/paps">{t('Read about PAPS')}</SiteLink>
          </p>
          <div className="hero__actions">
            <SiteLink to="/products/trucking" className="button">
              {t('Our trucking service')}
            </SiteLink>
            <SiteLink to="/talk-to-an-expert" className="button button--ghost">
              {t('Talk to an expert')}
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
      title={t('PARS: Pre-Arrival Review System')}
      description={t('PARS explained: how Canada-bound freight is reviewed by CBSA before arrival, using a cargo control number made of the carrier code and a unique shipment number.')}
      path="/pars"
    />
  );
}
