import { graphql, type PageProps } from 'gatsby';
import { Picture } from '../../site/components/content/Picture';
import { AsideBox } from '../../site/components/content/AsideBox';
import { CtaBand } from '../../site/components/content/CtaBand';
import { FeatureList } from '../../site/components/content/FeatureList';
import { LinkList } from '../../site/components/content/LinkList';
import { OfficeCards } from '../../site/components/content/OfficeCards';
import { PageHeader } from '../../site/components/content/PageHeader';
import { Section } from '../../site/components/content/Section';
import { StatList } from '../../site/components/content/StatList';
import type { DictionaryKey } from '../../shared/i18n/dictionary';
import { t } from '../../shared/i18n/use-translate';
import pageCatalogue from '../../../locales/zh-CN/pages/company/about-us.json';
import { pageTranslator, type CatalogueKey } from '../../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);
type PageKey = CatalogueKey<typeof pageCatalogue>;

// Translated here because two of the figures are also on the home page, so their text is site-wide.
const STATS: ReadonlyArray<{ value: string; label: string }> = [
  { value: '2012', label: tp('Founded in Long Beach, California') },
  { value: '600', label: tp('Colleagues in five countries') },
  { value: '2,400', label: t('Importers and exporters who ship with us') },
  { value: '22,000+', label: t('Containers moved into the United States in 2025') },
];

const MILESTONES: ReadonlyArray<{ year: string; text: PageKey }> = [
  {
    year: '2012',
    text: 'Teresa Alvarado, a licensed customs broker, opens Harbourline in Long Beach to clear imports for a handful of California retailers.',
  },
  {
    year: '2014',
    text: 'We become a licensed ocean transportation intermediary (NVOCC) with the Federal Maritime Commission and start booking ocean freight.',
  },
  { year: '2016', text: 'Our Shanghai and Shenzhen offices open, so the same company handles a shipment at origin and at destination.' },
  { year: '2018', text: 'The first version of the Harbourline platform goes live, with online quotes, tracking and shared documents.' },
  { year: '2020', text: 'We open in Rotterdam to serve European importers and US-bound exporters, and add air freight and fulfilment.' },
  {
    year: '2022',
    text: 'Offices in Hamburg and Ho Chi Minh City follow, as more of our customers source from Vietnam and sell into Central Europe.',
  },
  { year: '2024', text: 'Harbourline Capital starts financing supplier payments, and every shipment gets an emissions estimate.' },
];

const VALUES: ReadonlyArray<{ title: PageKey; text: PageKey }> = [
  {
    title: 'Say what will happen, then make it happen',
    text: 'A quote, a transit time or a customs answer is a promise. When something changes, the customer hears it from us first, with a plan.',
  },
  {
    title: 'Know the rules',
    text: 'Trade is regulated, and mistakes are expensive. We invest in training and licences so our advice holds up in an audit.',
  },
  {
    title: 'Own the whole shipment',
    text: 'One team is accountable from the factory to the final delivery, so nothing falls between a forwarder, a broker and a trucker.',
  },
  {
    title: 'Write it down',
    text: 'We work across six offices and many time zones. Clear notes let the next person pick up a shipment without a phone call.',
  },
];

const EXPLORE: ReadonlyArray<{ to: string; label: DictionaryKey }> = [
  { to: '/company/customers', label: 'Customer stories' },
  { to: '/company/newsroom', label: 'Newsroom' },
  { to: '/company/careers', label: 'Careers' },
  { to: '/company/careers/diversity-and-inclusion', label: 'Diversity and inclusion' },
  { to: '/logistics/company-code-of-conduct', label: 'Code of conduct' },
];

const LEADERS: ReadonlyArray<{ name: string; role: PageKey }> = [
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
      <PageHeader
        title={t('About Harbourline Freight')}
        lead={tp(
          'We are a freight forwarder and licensed customs broker for companies that buy and sell across borders. We started in Long Beach in 2012 and now work from six offices on three continents.',
        )}
      />
      <Section
        headingId="story-heading"
        title={tp('Why we exist')}
        columnClassName="prose"
        aside={
          <AsideBox headingId="explore-heading" title={tp('Learn more')}>
            <LinkList links={EXPLORE.map((link) => ({ to: link.to, label: t(link.label) }))} />
          </AsideBox>
        }
      >
        <Picture
          image={data.heroImage?.childImageSharp?.gatsbyImageData}
          alt={t('Illustration of a container ship loaded by quay cranes in a port at dawn')}
          className="rounded-picture"
        />
        <p>
          {tp(
            'Most importers do not lose money on the freight rate. They lose it in the gaps: a customs entry filed late, a container left at the \
terminal past its free days, a product classified under the wrong code for years. Harbourline was founded to close those gaps by putting freight, \
customs and trucking in the hands of one accountable team.',
          )}
        </p>
        <p>
          {tp(
            'Today we move ocean, air and truck freight, clear goods through customs in the United States and the European Union, run warehouses for \
online and retail orders, finance supplier payments and insure cargo. Our platform lets customers quote, book, track and analyse all of it in one \
place.',
          )}
        </p>
        <p>
          {tp(
            'Our customers range from consumer brands importing their first container to manufacturers and retailers moving thousands of containers a \
year. What they have in common is that they want to plan ahead, and to know what a shipment will cost before it sails.',
          )}
        </p>
      </Section>
      <Section headingId="numbers-heading" title={tp('Harbourline in numbers')} mist>
        <StatList items={STATS} />
      </Section>
      <Section headingId="history-heading" title={tp('Our story so far')} containerClassName="narrow">
        <ol className="timeline">
          {MILESTONES.map((milestone) => (
            <li key={milestone.year}>
              <span className="timeline__year">{milestone.year}</span>
              <p>{tp(milestone.text)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section headingId="values-heading" title={tp('How we work')} mist>
        <FeatureList items={VALUES.map((value) => ({ title: tp(value.title), text: tp(value.text) }))} />
      </Section>
      <Section headingId="leaders-heading" title={tp('Leadership')}>
        <ul className="people-list">
          {LEADERS.map((leader) => (
            <li key={leader.name}>
              <strong>{leader.name}</strong>
              <span>{tp(leader.role)}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section headingId="offices-heading" title={tp('Where we are')} mist>
        <OfficeCards offices={data.allOffice.nodes} headingLevel={3} />
      </Section>
      <CtaBand
        heading={tp('Work with a team that plans ahead')}
        text={tp('Tell us about your supply chain and we will show you where the savings are.')}
      />
    </>
  );
}

export const query = graphql`
  query AboutUsPage {
    heroImage: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "hero-port.jpg" }) {
      childImageSharp {
        gatsbyImageData(width: 720, layout: CONSTRAINED, formats: [AUTO, WEBP])
      }
    }
    allOffice(sort: [{ headquarters: DESC }, { city: ASC }]) {
      nodes {
        ...OfficeCard
      }
    }
  }
`;
