import { graphql, type PageProps } from 'gatsby';
import { ButtonRow } from '../site/components/content/ButtonRow';
import { FeatureList } from '../site/components/content/FeatureList';
import { OfficeList } from '../site/components/content/OfficeList';
import { PageHeader } from '../site/components/content/PageHeader';
import { Section } from '../site/components/content/Section';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/pages/talk-to-an-expert.json';
import { pageTranslator, type CatalogueKey } from '../shared/i18n/page-translator';
import { FormSection } from '../site/components/forms/FormSection';
import { ExpertForm } from '../site/components/forms/lead-forms';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);
type PageKey = CatalogueKey<typeof pageCatalogue>;

const TOPICS: ReadonlyArray<{ title: PageKey; text: PageKey }> = [
  {
    title: 'Choosing how to ship',
    text: 'FCL, LCL, air or a mix: we compare cost, transit time and risk for your lanes and your inventory plan.',
  },
  {
    title: 'Customs and tariffs',
    text: 'Classification, duty rates, additional tariffs, customs bonds, ISF and the records CBP expects you to keep.',
  },
  { title: 'Landed cost and sourcing', text: 'What moving production to another country would do to your freight, duties and lead times.' },
  {
    title: 'Peak season and contracts',
    text: 'Forecasts, carrier allocations and contract rates, so your cargo has space when the market tightens.',
  },
  {
    title: 'Fulfilment and retail compliance',
    text: 'Warehousing near your customers, Amazon FBA preparation and retailer routing guides.',
  },
  {
    title: 'Finance, insurance and emissions',
    text: 'Paying suppliers with Harbourline Capital, insuring cargo and measuring the emissions of your freight.',
  },
];

export default function TalkToAnExpertPage({ data }: PageProps<Queries.TalkToAnExpertPageQuery>) {
  return (
    <>
      <PageHeader
        title={t('Talk to an expert')}
        lead={tp(
          'Speak to a freight, customs or trade specialist who knows your lanes. No scripts and no obligation: just a straight answer to your question.',
        )}
      >
        <ButtonRow
          links={[
            { to: '/company/contact', label: t('Contact us') },
            { to: '/get-started', label: t('Get a quote') },
          ]}
        />
      </PageHeader>
      <FormSection>
        <ExpertForm />
      </FormSection>
      <Section headingId="topics-heading" title={tp('What our experts can help with')}>
        <FeatureList items={TOPICS.map((topic) => ({ title: tp(topic.title), text: tp(topic.text) }))} />
      </Section>
      <Section headingId="how-heading" title={tp('How a conversation works')} mist containerClassName="narrow">
        <p>
          {tp(
            'Send us a short note about what you import or export, from where, and roughly how much each year. We reply within one business day to \
arrange a 30-minute call with a specialist in the right office and time zone. Calls are available in English, Mandarin, Cantonese, Dutch, German and \
Vietnamese.',
          )}
        </p>
        <p>
          {tp(
            'If you have shipping documents, such as a commercial invoice, a packing list or a previous customs entry, have them at hand. They help us give specific advice rather than general rules.',
          )}
        </p>
      </Section>
      <Section
        headingId="offices-heading"
        title={tp('Call or write to an office near you')}
        more={{ to: '/company/contact', label: tp('See all addresses and ways to contact us') }}
      >
        <OfficeList offices={data.allOffice.nodes} detail="region" />
      </Section>
    </>
  );
}

export const query = graphql`
  query TalkToAnExpertPage {
    allOffice(sort: [{ headquarters: DESC }, { city: ASC }]) {
      nodes {
        ...OfficeContact
      }
    }
  }
`;
