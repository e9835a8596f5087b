import { ButtonRow } from '../../site/components/content/ButtonRow';
import { FeatureList } from '../../site/components/content/FeatureList';
import { PageHeader } from '../../site/components/content/PageHeader';
import { PointList } from '../../site/components/content/PointList';
import { Section } from '../../site/components/content/Section';
import pageCatalogue from '../../../locales/zh-CN/pages/climate/open-emissions-sign-up.json';
import { pageTranslator, type CatalogueKey } from '../../shared/i18n/page-translator';
import { FormSection } from '../../site/components/forms/FormSection';
import { OpenEmissionsForm } from '../../site/components/forms/lead-forms';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);
type PageKey = CatalogueKey<typeof pageCatalogue>;

const BENEFITS: ReadonlyArray<{ title: PageKey; text: PageKey }> = [
  {
    title: 'Shipment-level emissions',
    text: 'A well-to-wheel CO2e figure for every shipment and every leg, calculated under the GLEC Framework and ISO 14083, whoever moved the cargo.',
  },
  {
    title: 'Reports ready for Scope 3',
    text: 'Quarterly and annual reports by mode, lane, supplier and business unit, laid out for Scope 3 Category 4 and Category 9 disclosures.',
  },
  {
    title: 'Open methods and factors',
    text: 'The emission factors, distance rules and allocation methods behind every number, published so your auditors can check them.',
  },
  {
    title: 'Lane benchmarks',
    text: 'Compare the emission intensity of your lanes with anonymised averages from other programme members shipping on the same trades.',
  },
  {
    title: 'Reduction scenarios',
    text: 'See what moving volume from air to ocean, from truck to rail or to a different port would save, before you change anything.',
  },
  {
    title: 'Your data, exportable',
    text: 'Download everything as CSV or pull it through our API into your sustainability reporting software.',
  },
];

const HOW: ReadonlyArray<PageKey> = [
  'Sign up with your company details and tell us which years and modes you want to cover.',
  'Harbourline shipments are included automatically. For freight moved by other providers, upload shipment data in our template: origin, destination, mode, weight and dates.',
  'We calculate, check and return your first report within ten business days, then update it every quarter.',
];

export default function OpenEmissionsSignUpPage() {
  return (
    <>
      <PageHeader
        title={tp('Open Emissions programme')}
        lead={tp(
          'Free, transparent emissions accounting for your freight: every shipment measured the same way, with the method open for anyone to check.',
        )}
      />
      <FormSection>
        <OpenEmissionsForm />
      </FormSection>
      <Section headingId="what-heading" title={tp('What the programme is')} containerClassName="narrow">
        <p>
          {tp(
            'Open Emissions is a Harbourline programme for importers and exporters who need credible transport emissions figures. Members get their \
freight emissions calculated under the GLEC Framework and ISO 14083, whether the cargo moved with Harbourline or with another forwarder or carrier.',
          )}
        </p>
        <p>
          {tp(
            'It is open in two ways. Membership costs nothing, and the method is public: we publish our emission factors, distance rules and \
allocation methods, and update them when the GLEC Framework changes. We never sell member data; benchmarks are built only from anonymised averages of \
at least five companies.',
          )}
        </p>
      </Section>
      <Section headingId="benefits-heading" title={tp('What you get')} mist>
        <FeatureList items={BENEFITS.map((benefit) => ({ title: tp(benefit.title), text: tp(benefit.text) }))} />
      </Section>
      <Section headingId="how-heading" title={tp('How to join')} containerClassName="narrow">
        <PointList items={HOW.map((step) => tp(step))} ordered className="prose" />
        <ButtonRow
          links={[
            { to: '/sign-up', label: tp('Create an account') },
            { to: '/tools/emissions-calculator', label: tp('How we calculate emissions') },
          ]}
        />
      </Section>
    </>
  );
}
