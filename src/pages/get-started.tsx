import React from 'react';
import { PageHead } from '../components/content/PageHead';
import { Seo } from '../components/layout/Seo';
import { SiteLink } from '../components/navigation/SiteLink';
import type { DictionaryKey } from '../i18n/dictionary';
import { t } from '../i18n/use-translate';

const STEPS: ReadonlyArray<{ title: DictionaryKey; text: DictionaryKey }> = [
  {
    title: 'Tell us about the shipment',
    text: 'Share where the goods are, where they need to go, what they are and when they will be ready. Rough figures are fine for a first price.',
  },
  {
    title: 'Compare your options',
    text: 'A freight specialist checks carrier space and rates and sends you a quote within one business day, often with an ocean and an air option side by side, each with an estimated transit time.',
  },
  {
    title: 'Book and track',
    text: 'Accept the quote and we book the space, collect the documents and file customs. You follow every milestone in the Harbourline platform.',
  },
];

const PREPARE: ReadonlyArray<{ term: DictionaryKey; text: DictionaryKey }> = [
  { term: 'Origin', text: 'The pickup address or the port or airport of loading, with the country. If the supplier delivers to the port, the port is enough.' },
  { term: 'Destination', text: 'The delivery address, or the port or airport if you will collect the goods yourself. Tell us whether the address has a loading dock.' },
  { term: 'Cargo', text: 'A plain description of the goods, the HS code if you know it, and whether anything is dangerous goods, such as batteries, magnets, liquids or powders.' },
  { term: 'Weight (KG)', text: 'The total gross weight in kilograms, including cartons and pallets.' },
  { term: 'Volume (CBM)', text: 'The total volume in cubic metres. Multiply length × width × height of one carton in metres by the number of cartons.' },
  { term: 'Cargo ready date', text: 'The day the supplier can hand the goods over. It sets which sailing or flight we can book.' },
  { term: 'Incoterms', text: 'The Incoterms 2020 rule agreed with your supplier, such as EXW, FOB, CIF, DAP or DDP. It decides which legs of the journey, and which costs, are yours.' },
];

export default function GetStartedPage() {
  return (
    <>
      <PageHead
        title={t('Get a freight quote')}
        lead={t('Getting a price for ocean, air or truck freight takes a few minutes. Here is how it works and what to have ready.')}
      />
      <section className="section" aria-labelledby="steps-heading">
        <div className="container">
          <h2 id="steps-heading" className="section__title">
            {t('How getting a quote works')}
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
      <section className="section section--mist" aria-labelledby="prepare-heading">
        <div className="container two-col">
          <div>
            <h2 id="prepare-heading" className="section__title">
              {t('What to prepare')}
            </h2>
            <p>{t('The more of this you can give us, the more accurate the first quote will be.')}</p>
            <dl className="definition-list">
              {PREPARE.map((item) => (
                <div key={item.term}>
                  <dt>{t(item.term)}</dt>
                  <dd>{t(item.text)}</dd>
                </div>
              ))}
            </dl>
          </div>
          <aside className="aside-box" aria-labelledby="expert-heading">
            <h2 id="expert-heading">{t('Not sure about some of it?')}</h2>
            <p>{t('Many first-time importers do not know their Incoterms or HS codes yet. Our experts can help you work them out before you ask for a price.')}</p>
            <SiteLink to="/talk-to-an-expert" className="button button--ghost">
              {t('Talk to an expert')}
            </SiteLink>
          </aside>
        </div>
      </section>
      <section className="section" aria-labelledby="good-to-know-heading">
        <div className="container narrow">
          <h2 id="good-to-know-heading" className="section__title">
            {t('Good to know')}
          </h2>
          <p>{t('Quotes are free and come with no obligation to book. Prices are valid for the dates shown on the quote, because carrier rates change often.')}</p>
          <ul>
            <li>
              <SiteLink to="/help/1006-what-our-quote-includes">{t('What our quote includes')}</SiteLink>
            </li>
            <li>
              <SiteLink to="/help/1002-choosing-between-fcl-lcl-and-air-freight">{t('Choosing between FCL, LCL and air freight')}</SiteLink>
            </li>
            <li>
              <SiteLink to="/blog/incoterms-2020-explained-for-importers">{t('Incoterms 2020 explained for importers')}</SiteLink>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}

export function Head() {
  return (
    <Seo
      title={t('Get a freight quote')}
      description={t('How to get a Harbourline quote for ocean, air or truck freight in three steps, and the shipment details to prepare: origin, destination, cargo, weight, volume, ready date and Incoterms.')}
      path="/get-started"
    />
  );
}
