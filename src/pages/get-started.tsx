import { DefinitionList } from '../site/components/content/DefinitionList';
import { ExpertAside } from '../site/components/content/ExpertAside';
import { FeatureList } from '../site/components/content/FeatureList';
import { LinkList } from '../site/components/content/LinkList';
import { PageHeader } from '../site/components/content/PageHeader';
import { Section } from '../site/components/content/Section';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/pages/get-started.json';
import { pageTranslator, type CatalogueKey } from '../shared/i18n/page-translator';
import { FormSection } from '../site/components/forms/FormSection';
import { QuoteForm } from '../site/components/forms/lead-forms';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);
type PageKey = CatalogueKey<typeof pageCatalogue>;

const STEPS: ReadonlyArray<{ title: PageKey; text: PageKey }> = [
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

// The field names are the quote form's labels (site-wide dictionary); the explanations are this page's.
const PREPARE: ReadonlyArray<{ term: string; text: PageKey }> = [
  {
    term: t('Origin'),
    text: 'The pickup address or the port or airport of loading, with the country. If the supplier delivers to the port, the port is enough.',
  },
  {
    term: t('Destination'),
    text: 'The delivery address, or the port or airport if you will collect the goods yourself. Tell us whether the address has a loading dock.',
  },
  {
    term: t('Cargo'),
    text: 'A plain description of the goods, the HS code if you know it, and whether anything is dangerous goods, such as batteries, magnets, liquids or powders.',
  },
  { term: t('Weight (KG)'), text: 'The total gross weight in kilograms, including cartons and pallets.' },
  {
    term: t('Volume (CBM)'),
    text: 'The total volume in cubic metres. Multiply length × width × height of one carton in metres by the number of cartons.',
  },
  { term: t('Cargo ready date'), text: 'The day the supplier can hand the goods over. It sets which sailing or flight we can book.' },
  {
    term: tp('Incoterms'),
    text: 'The Incoterms 2020 rule agreed with your supplier, such as EXW, FOB, CIF, DAP or DDP. It decides which legs of the journey, and which costs, are yours.',
  },
];

const READING: ReadonlyArray<{ to: string; label: PageKey }> = [
  { to: '/help/1006-what-our-quote-includes', label: 'What our quote includes' },
  { to: '/help/1002-choosing-between-fcl-lcl-and-air-freight', label: 'Choosing between FCL, LCL and air freight' },
  { to: '/blog/incoterms-2020-explained-for-importers', label: 'Incoterms 2020 explained for importers' },
];

export default function GetStartedPage() {
  return (
    <>
      <PageHeader
        title={tp('Get a freight quote')}
        lead={tp('Getting a price for ocean, air or truck freight takes a few minutes. Here is how it works and what to have ready.')}
      />
      <FormSection>
        <QuoteForm />
      </FormSection>
      <Section headingId="steps-heading" title={tp('How getting a quote works')}>
        <FeatureList items={STEPS.map((step) => ({ title: tp(step.title), text: tp(step.text) }))} ordered />
      </Section>
      <Section
        headingId="prepare-heading"
        title={tp('What to prepare')}
        mist
        aside={
          <ExpertAside
            headingId="expert-heading"
            title={tp('Not sure about some of it?')}
            text={tp(
              'Many first-time importers do not know their Incoterms or HS codes yet. Our experts can help you work them out before you ask for a price.',
            )}
          />
        }
      >
        <p>{tp('The more of this you can give us, the more accurate the first quote will be.')}</p>
        <DefinitionList items={PREPARE.map((item) => ({ term: item.term, text: tp(item.text) }))} />
      </Section>
      <Section headingId="good-to-know-heading" title={t('Good to know')} containerClassName="narrow">
        <p>
          {tp(
            'Quotes are free and come with no obligation to book. Prices are valid for the dates shown on the quote, because carrier rates change often.',
          )}
        </p>
        <LinkList links={READING.map((link) => ({ to: link.to, label: tp(link.label) }))} />
      </Section>
    </>
  );
}
