import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { CardList } from '../../components/content/CardList';
import { CtaBand } from '../../components/content/CtaBand';
import { PageHead } from '../../components/content/PageHead';
import { Seo } from '../../components/layout/Seo';
import { SiteLink } from '../../components/navigation/SiteLink';
import type { DictionaryKey } from '../../i18n/dictionary';
import { t } from '../../i18n/use-translate';

const STATS: ReadonlyArray<{ value: string; label: DictionaryKey }> = [
  { value: '2012', label: 'Founded in Long Beach, California' },
  { value: '600', label: 'Colleagues in five countries' },
  { value: '2,400', label: 'Importers and exporters who ship with us' },
  { value: '22,000+', label: 'Containers moved into the United States in 2025' },
];

const MILESTONES: ReadonlyArray<{ year: string; text: DictionaryKey }> = [
  { year: '2012', text: 'Teresa Alvarado, a licensed customs broker, opens Harbourline in Long Beach to clear imports for a handful of California retailers.' },
  { year: '2014', text: 'We become a licensed ocean transportation intermediary (NVOCC) with the Federal Maritime Commission and start booking ocean freight.' },
  { year: '2016', text: 'Our Shanghai and Shenzhen offices open, so the same company handles a shipment at origin and at destination.' },
  { year: '2018', text: 'The first version of the Harbourline platform goes live, with online quotes, tracking and shared documents.' },
  { year: '2020', text: 'We open in Rotterdam to serve European importers and US-bound exporters, and add air freight and fulfilment.' },
  { year: '2022', text: 'Offices in Hamburg and Ho Chi Minh City follow, as more of our customers source from Vietnam and sell into Central Europe.' },
  { year: '2024', text: 'Harbourline Capital starts financing supplier payments, and every shipment gets an emissions estimate.' },
];

const VALUES: ReadonlyArray<{ title: DictionaryKey; text: DictionaryKey }> = [
  { title: 'Say what will happen, then make it happen', text: 'A quote, a transit time or a customs answer is a promise. When something changes, the customer hears it from us first, with a plan.' },
  { title: 'Know the rules', text: 'Trade is regulated, and mistakes are expensive. We invest in training and licences so our advice holds up in an audit.' },
  { title: 'Own the whole shipment', text: 'One team is accountable from the factory to the final delivery, so nothing falls between a forwarder, a broker and a trucker.' },
  { title: 'Write it down', text: 'We work across six offices and many time zones. Clear notes let the next person pick up a shipment without a phone call.' },
];

const LEADERS: ReadonlyArray<{ name: string; role: DictionaryKey }> = [
  { name: 'Teresa Alvarado', role: 'Co-founder and Chief Executive Officer' },
  { name: 'Michael Osei', role: 'Co-founder and Chief Operating Officer' },
  { name: 'Priya Raman', role: 'Chief Technology Officer' },
  { name: 'Wang Jing', role: 'Managing Director, Greater China' },
  { name: 'Joris Verhoeven', role: 'Managing Director, Europe' },
  { name: 'Lin Zhao', role: 'Licensed Customs Broker and Director of Customs Compliance' },
];

export default function AboutUsPage({ data }: PageProps<Queries.AboutUsPageQuery>) {
  return (
    <>
      <PageHead
        title={t('About Harbourline Freight')}
        lead={t('We are a freight forwarder and licensed customs broker for companies that buy and sell across borders. We started in Long Beach in 2012 and now work from six offices on three continents.')}
      />
      <section className="section" aria-labelledby="story-heading">
        <div className="container two-col">
          <div className="prose">
            <h2 id="story-heading" className="section__title">
              {t('Why we exist')}
            </h2>
            <p>
              {t('Most importers do not lose money on the freight rate. They lose it in the gaps: a customs entry filed late, a container left at the terminal past its free days, a product classified under the wrong code for years. Harbourline was founded to close those gaps by putting freight, customs and trucking in the hands of one accountable team.')}
            </p>
            <p>
              {t('Today we move ocean, air and truck freight, clear goods through customs in the United States and the European Union, run warehouses for online and retail orders, finance supplier payments and insure cargo. Our platform lets customers quote, book, track and analyse all of it in one place.')}
            </p>
            <p>
              {t('Our customers range from consumer brands importing their first container to manufacturers and retailers moving thousands of containers a year. What they have in common is that they want to plan ahead, and to know what a shipment will cost before it sails.')}
            </p>
          </div>
          <aside className="aside-box" aria-labelledby="explore-heading">
            <h2 id="explore-heading">{t('Learn more')}</h2>
            <ul>
              <li>
                <SiteLink to="/company/customers">{t('Customer stories')}</SiteLink>
              </li>
              <li>
                <SiteLink to="/company/newsroom">{t('Newsroom')}</SiteLink>
              </li>
              <li>
                <SiteLink to="/company/careers">{t('Careers')}</SiteLink>
              </li>
              <li>
                <SiteLink to="/company/careers/diversity-and-inclusion">{t('Diversity and inclusion')}</SiteLink>
              </li>
              <li>
                <SiteLink to="/logistics/company-code-of-conduct">{t('Code of conduct')}</SiteLink>
              </li>
            </ul>
          </aside>
        </div>
      </section>
      <section className="section section--mist" aria-labelledby="numbers-heading">
        <div className="container">
          <h2 id="numbers-heading" className="section__title">
            {t('Harbourline in numbers')}
          </h2>
          <dl className="stats">
            {STATS.map((stat) => (
              <div key={stat.label}>
                <dt>{t(stat.label)}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className="section" aria-labelledby="history-heading">
        <div className="container narrow">
          <h2 id="history-heading" className="section__title">
            {t('Our story so far')}
          </h2>
          <ol className="timeline">
            {MILESTONES.map((milestone) => (
              <li key={milestone.year}>
                <span className="timeline__year">{milestone.year}</span>
                <p>{t(milestone.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section section--mist" aria-labelledby="values-heading">
        <div className="container">
          <h2 id="values-heading" className="section__title">
            {t('How we work')}
          </h2>
          <ul className="features">
            {VALUES.map((value) => (
              <li key={value.title}>
                <h3>{t(value.title)}</h3>
                <p>{t(value.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="leaders-heading">
        <div className="container">
          <h2 id="leaders-heading" className="section__title">
            {t('Leadership')}
          </h2>
          <ul className="people-list">
            {LEADERS.map((leader) => (
              <li key={leader.name}>
                <strong>{leader.name}</strong>
                <span>{t(leader.role)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--mist" aria-labelledby="offices-heading">
        <div className="container">
          <h2 id="offices-heading" className="section__title">
            {t('Where we are')}
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
        </div>
      </section>
      <CtaBand heading={t('Work with a team that plans ahead')} text={t('Tell us about your supply chain and we will show you where the savings are.')} />
    </>
  );
}

export function Head() {
  return (
    <Seo
      title={t('About Harbourline Freight')}
      description={t('Harbourline Freight is a freight forwarder and licensed customs broker founded in Long Beach in 2012, with offices in Shanghai, Shenzhen, Rotterdam, Hamburg and Ho Chi Minh City.')}
      path="/company/about-us"
    />
  );
}

export const query = graphql`
  query AboutUsPage {
    allOffice(sort: [{ headquarters: DESC }, { city: ASC }]) {
      nodes {
        path
        city
        country
        description
        headquarters
      }
    }
  }
`;
