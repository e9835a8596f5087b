import { ButtonRow } from '../../site/components/content/ButtonRow';
import { FeatureList } from '../../site/components/content/FeatureList';
import { PointList } from '../../site/components/content/PointList';
import { Section } from '../../site/components/content/Section';
import { EmissionsCalculator } from '../../site/components/tools/EmissionsCalculator';
import { ToolPage } from '../../site/components/tools/ToolPage';
import pageCatalogue from '../../../locales/zh-CN/pages/tools/emissions-calculator.json';
import { pageTranslator, type CatalogueKey } from '../../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);
type PageKey = CatalogueKey<typeof pageCatalogue>;

const STEPS: ReadonlyArray<{ title: PageKey; text: PageKey }> = [
  {
    title: 'Split the journey into legs',
    text: 'A typical import has several legs: a truck to the origin port, the ocean or air leg, and a truck or train to the final destination. Each \
leg is calculated separately, because each mode has a very different emission intensity.',
  },
  {
    title: 'Work out tonne-kilometres',
    text: 'For each leg, multiply the weight of the cargo in tonnes by the distance travelled in kilometres. Ten tonnes carried 1,000 km is 10,000 tonne-km, and so is one tonne carried 10,000 km.',
  },
  {
    title: 'Apply an emission factor',
    text: 'Multiply the tonne-km by an emission intensity factor for the mode and equipment, in grams of CO2 equivalent per tonne-km. The factors are \
well-to-wheel: they include producing and delivering the fuel as well as burning it.',
  },
  {
    title: 'Add up the legs',
    text: 'The sum of all legs, including emissions at hubs such as transhipment ports and warehouses where data exists, is the footprint of the shipment in kilograms or tonnes of CO2e.',
  },
];

const DISTANCES: ReadonlyArray<PageKey> = [
  'Ocean: the sailing distance between ports along real shipping routes, including canals where the service uses them.',
  'Air: the great-circle distance between airports, plus a fixed allowance for take-off, landing and routing.',
  'Road and rail: the distance along the road or rail network between pickup and delivery.',
];

export default function EmissionsCalculatorPage() {
  return (
    <ToolPage
      title={tp('Freight emissions calculator')}
      lead={tp(
        'Estimate the greenhouse gas emissions of a shipment with the same method we use for every Harbourline booking: the GLEC Framework.',
      )}
      toolHeadingId="calculator-heading"
      toolTitle={tp('Estimate the emissions of a shipment')}
      intro={tp(
        'Choose the mode, the weight and the two ends of one leg, such as the ocean leg from port to port, to see its distance, tonne-km and well-to-wheel emissions.',
      )}
      tool={(labelledBy) => <EmissionsCalculator labelledBy={labelledBy} />}
    >
      <Section headingId="method-heading" title={tp('The method: GLEC Framework and ISO 14083')} mist containerClassName="narrow">
        <p>
          {tp(
            'The Global Logistics Emissions Council (GLEC) Framework, published by Smart Freight Centre, is the industry standard for calculating \
logistics emissions. It is consistent with ISO 14083, the international standard for quantifying greenhouse gas emissions from transport chains, and \
with the Greenhouse Gas Protocol.',
          )}
        </p>
        <p className="formula">
          <strong>{tp('Emissions = tonne-km × emission factor')}</strong>
          <br />
          {tp('tonne-km = cargo weight in tonnes × distance in km')}
        </p>
      </Section>
      <Section headingId="steps-heading" title={tp('How a shipment is calculated')}>
        <FeatureList items={STEPS.map((step) => ({ title: tp(step.title), text: tp(step.text) }))} ordered />
      </Section>
      <Section headingId="distance-heading" title={tp('Which distance we use')} mist containerClassName="narrow prose">
        <PointList items={DISTANCES.map((item) => tp(item))} />
        <h2>{tp('Why the mode matters most')}</h2>
        <p>
          {tp(
            'Per tonne-km, air freight emits many times more than ocean freight, and trucks emit several times more than container ships or trains. \
Moving a shipment from air to ocean, or a long truck leg to rail, usually cuts its footprint more than any other change.',
          )}
        </p>
        <p>
          {tp(
            'Where carriers give us actual fuel data for a vessel or flight, we use it instead of default factors. For LCL and air consolidations, \
your shipment is allocated its share of the container or aircraft based on its weight.',
          )}
        </p>
        <p className="notice">
          {tp(
            'The calculator above estimates one leg from great-circle distances. Customers see an emissions estimate for every shipment in the Harbourline platform, leg by leg.',
          )}
        </p>
        <ButtonRow
          links={[
            { to: '/climate/open-emissions-sign-up', label: tp('Join the Open Emissions programme') },
            { to: '/products/climate', label: tp('Our climate services') },
          ]}
        />
      </Section>
    </ToolPage>
  );
}
