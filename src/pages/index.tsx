import { graphql, type PageProps } from 'gatsby';
import { CardList, datedCard } from '../site/components/content/CardList';
import { ButtonRow } from '../site/components/content/ButtonRow';
import { CtaBand } from '../site/components/content/CtaBand';
import { Section } from '../site/components/content/Section';
import { StatList } from '../site/components/content/StatList';
import { SiteLink } from '../site/components/navigation/SiteLink';
import type { DictionaryKey } from '../shared/i18n/dictionary';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/pages/index.json';
import { pageTranslator, type CatalogueKey } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);
type PageKey = CatalogueKey<typeof pageCatalogue>;

const GROUPS: ReadonlyArray<{ group: string; label: DictionaryKey; intro: PageKey }> = [
  { group: 'freight', label: 'Freight', intro: 'Ocean, air, trucking and LCL, booked and tracked in one place.' },
  {
    group: 'customs-and-compliance',
    label: 'Customs and compliance',
    intro: 'Licensed brokers, correct classification and duty savings you can defend.',
  },
  {
    group: 'finance-and-insurance',
    label: 'Finance and insurance',
    intro: 'Pay suppliers on your terms and protect the cargo while it moves.',
  },
  { group: 'fulfilment', label: 'Fulfilment', intro: 'Warehousing and order fulfilment for online shoppers and retail partners.' },
  { group: 'platform', label: 'Platform', intro: 'Quotes, bookings, documents and analytics your whole team can share.' },
];

// Translated here because two of the figures are also on the About us page, so their text is site-wide.
const STATS: ReadonlyArray<{ value: string; label: string }> = [
  { value: '22,000+', label: t('Containers moved into the United States in 2025') },
  { value: '2,400', label: t('Importers and exporters who ship with us') },
  { value: '$2.1B', label: tp('Cargo value insured through Harbourline in 2025') },
  { value: '6', label: tp('Offices in the United States, China, Europe and Vietnam') },
];

/** A container ship under way, drawn for this site; purely decorative. */
function ContainerShip() {
  const rows = [
    { y: 118, colours: ['#f0a35e', '#2f6690', '#d9dee6', '#b84a12', '#3a7ca5', '#f0a35e', '#2f6690'] },
    { y: 98, colours: ['#3a7ca5', '#b84a12', '#f0a35e', '#2f6690', '#d9dee6', '#3a7ca5'] },
    { y: 78, colours: ['#d9dee6', '#f0a35e', '#3a7ca5', '#b84a12', '#2f6690'] },
  ];
  return (
    <svg viewBox="0 0 480 300" width="480" height="300" aria-hidden="true" focusable="false" className="ship-art">
      <defs>
        <linearGradient id="ship-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1d4e89" />
          <stop offset="1" stopColor="#3a7ca5" />
        </linearGradient>
        <linearGradient id="ship-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#13315c" />
          <stop offset="1" stopColor="#0b2545" />
        </linearGradient>
      </defs>
      <rect width="480" height="300" fill="url(#ship-sky)" />
      <circle cx="392" cy="62" r="28" fill="#f0a35e" opacity="0.9" />
      {/* Quay cranes on the horizon */}
      <g stroke="#9fbcd6" strokeWidth="3" fill="none" opacity="0.55">
        <path d="M12 190V112h30v78M12 124h52M42 112l22 12" />
        <path d="M58 190V124h24v66M58 134h40M82 124l16 10" />
      </g>
      <rect x="0" y="184" width="104" height="8" fill="#9fbcd6" opacity="0.45" />
      {/* Containers stacked on deck */}
      {rows.map((row, rowIndex) =>
        row.colours.map((colour, i) => (
          <rect
            key={`${row.y}-${colour}-${i}`}
            x={150 + rowIndex * 14 + i * 34}
            y={row.y}
            width="32"
            height="19"
            rx="1.5"
            fill={colour}
            stroke="#0b2545"
            strokeWidth="1"
          />
        )),
      )}
      {/* Bridge and funnel at the stern */}
      <rect x="112" y="82" width="34" height="56" fill="#f3f6fa" stroke="#0b2545" strokeWidth="1.5" />
      <rect x="106" y="74" width="46" height="10" fill="#f3f6fa" stroke="#0b2545" strokeWidth="1.5" />
      <g fill="#13315c">
        <rect x="116" y="90" width="7" height="6" />
        <rect x="126" y="90" width="7" height="6" />
        <rect x="136" y="90" width="7" height="6" />
        <rect x="116" y="104" width="7" height="6" />
        <rect x="126" y="104" width="7" height="6" />
        <rect x="136" y="104" width="7" height="6" />
      </g>
      <rect x="120" y="56" width="14" height="18" fill="#b84a12" />
      <path d="M127 50c8-10 22-12 34-8" stroke="#d9dee6" strokeWidth="5" strokeLinecap="round" fill="none" opacity="0.6" />
      {/* Hull with a red boot-top above the waterline */}
      <path d="M92 138h330l-22 54H116z" fill="#0b2545" />
      <path d="M108 178h300l-6 14H116z" fill="#b84a12" />
      <path d="M92 138h330" stroke="#f3f6fa" strokeWidth="2" />
      <text x="300" y="162" fontFamily="system-ui, sans-serif" fontSize="12" fontWeight="700" fill="#f3f6fa" letterSpacing="2">
        HARBOURLINE
      </text>
      {/* Sea and swell */}
      <rect x="0" y="192" width="480" height="108" fill="url(#ship-sea)" />
      <g stroke="#3a7ca5" strokeWidth="3" fill="none" strokeLinecap="round" opacity="0.8">
        <path d="M20 214c20-8 40-8 60 0s40 8 60 0" />
        <path d="M250 226c20-8 40-8 60 0s40 8 60 0 40-8 60 0" />
        <path d="M70 252c20-8 40-8 60 0s40 8 60 0" />
        <path d="M300 270c20-8 40-8 60 0s40 8 60 0" />
      </g>
      <path d="M400 196c14 6 30 6 48 0" stroke="#f3f6fa" strokeWidth="3" fill="none" strokeLinecap="round" opacity="0.7" />
    </svg>
  );
}

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const products = data.allProductPage.nodes;
  return (
    <>
      <div className="hero">
        <div className="container hero__grid">
          <div>
            <p className="hero__eyebrow">{tp('Freight forwarding and customs brokerage')}</p>
            <h1>{tp('Move your goods from the factory floor to your customer with one partner')}</h1>
            <p>
              {tp(
                'Harbourline plans, books and clears ocean, air and truck freight for importers and exporters, with licensed customs brokers and our \
own teams in Long Beach, Shanghai, Shenzhen, Rotterdam, Hamburg and Ho Chi Minh City.',
              )}
            </p>
            <ButtonRow
              links={[
                { to: '/get-started', label: t('Get a quote') },
                { to: '/talk-to-an-expert', label: t('Talk to an expert') },
              ]}
            />
          </div>
          <div className="hero__art">
            <ContainerShip />
          </div>
        </div>
      </div>

      <Section headingId="services-heading" title={tp('Everything your imports need, under one roof')}>
        <p className="section__lead">
          {tp('Choose a single service or combine them. The same team sees your shipment from the purchase order to the final delivery.')}
        </p>
        {GROUPS.map(({ group, label, intro }) => {
          const items = products.filter((product) => product.group === group);
          if (items.length === 0) return null;
          return (
            <div key={group} className="service-group">
              <div className="service-group__intro">
                <h3 className="service-group__title">{t(label)}</h3>
                <p>{tp(intro)}</p>
              </div>
              <ul className="service-group__links">
                {items.map((product) => (
                  <li key={product.path}>
                    <SiteLink to={product.path}>{product.navLabel}</SiteLink>
                    <span>{product.description}</span>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </Section>

      <Section headingId="proof-heading" title={tp('Trusted with the cargo that keeps businesses running')} mist>
        <StatList items={STATS} />
      </Section>

      <Section
        headingId="stories-heading"
        title={t('Customer stories')}
        more={{ to: '/company/customers', label: tp('See all customer stories') }}
      >
        <CardList
          headingLevel={3}
          items={data.allCaseStudy.nodes.map((story) => ({ ...story, tag: story.industry, meta: story.customer }))}
        />
      </Section>

      <Section headingId="blog-heading" title={tp('Latest from the blog')} mist more={{ to: '/blog', label: t('Read the blog') }}>
        <CardList headingLevel={3} items={data.allBlogPost.nodes.map(datedCard)} />
      </Section>

      <CtaBand
        heading={tp('Ready to plan your next shipment?')}
        text={tp('Tell us what you are moving and where, and a freight expert will come back with a quote within one business day.')}
      />
    </>
  );
}

export const query = graphql`
  query HomePage {
    allProductPage(sort: [{ group: ASC }, { order: ASC }]) {
      nodes {
        path
        navLabel
        description
        group
      }
    }
    allBlogPost(filter: { section: { eq: "blog" } }, sort: { date: DESC }, limit: 3) {
      nodes {
        ...CardEntry
      }
    }
    allOffice(sort: [{ headquarters: DESC }, { city: ASC }]) {
      nodes {
        name: title
        address
        city
        countryCode
        phone
        email
      }
    }
    allCaseStudy(sort: { customer: ASC }, limit: 2) {
      nodes {
        path
        locale
        title
        description
        customer
        industry
      }
    }
  }
`;
