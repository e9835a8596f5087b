import { PreArrivalGuide } from '../site/components/content/PreArrivalGuide';
import { PreArrivalChecker } from '../site/components/tools/PreArrivalChecker';
import { ToolPage } from '../site/components/tools/ToolPage';
import pageCatalogue from '../../locales/zh-CN/pages/pars.json';
import { pageTranslator, type CatalogueKey } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);
type PageKey = CatalogueKey<typeof pageCatalogue>;

const STEPS: ReadonlyArray<{ title: PageKey; text: PageKey }> = [
  {
    title: 'The shipment gets a PARS number',
    text: 'The carrier gives the shipper a PARS label, which is attached to the first page of the invoice. The shipper sends the invoice and any \
permits or certificates to the Canadian customs broker.',
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

const IMPORTER_NEEDS: ReadonlyArray<PageKey> = [
  'A business number with an import-export program account from the Canada Revenue Agency.',
  'A CARM Client Portal account, which CBSA has used since October 2024 to assess and collect duties and taxes.',
  'Financial security posted in CARM if you want goods released before duties and taxes are paid.',
  'Documents to the broker at least two hours before the truck arrives, so the release is on file in time.',
];

export default function ParsPage() {
  return (
    <ToolPage
      title={tp('PARS: Pre-Arrival Review System')}
      lead={tp(
        'How Canada Border Services Agency reviews commercial goods before they arrive in Canada, and what the PARS number on your invoice means.',
      )}
      toolHeadingId="checker-heading"
      toolTitle={tp('Check a PARS number')}
      intro={tp(
        'Type the number as it is printed under the barcode, or paste it, to check that it has the form CBSA expects before the release request or the eManifest is filed.',
      )}
      tool={(labelledBy) => (
        <PreArrivalChecker
          system="PARS"
          labelledBy={labelledBy}
          text={{
            carrierLabel: tp('CBSA carrier code'),
            carrierHint: tp('Optional. If you give it, the number must start with it.'),
            numberLabel: tp('PARS number'),
            numberHint: tp('For example 1A2B123456789: the 4-character carrier code followed by the shipment number.'),
            carrierTerm: tp('Carrier code'),
          }}
        />
      )}
    >
      <PreArrivalGuide
        what={{
          title: tp('What PARS is'),
          text: tp(
            'PARS is the CBSA release option for commercial goods that lets the customs broker send release information before the shipment reaches \
Canada. It is used above all for truck freight from the United States. Because CBSA has already reviewed the shipment, a truck with cleared PARS \
freight usually crosses without waiting while paperwork is processed.',
          ),
          numberTitle: tp('The PARS number'),
          numberText: [
            tp(
              'A PARS number is a cargo control number: the four-character carrier code that CBSA issues to the carrier, followed by a unique \
shipment number chosen by the carrier. A carrier must not reuse a shipment number within three years.',
            ),
            tp(
              "The number is printed as a barcode on a label that also shows the word PARS and usually the carrier's name. One label goes on the invoice sent to the broker \
and a matching one travels with the driver. The number in the carrier's eManifest must match the label exactly, including the letters PARS if the carrier has made them part of the number.",
            ),
          ],
        }}
        steps={{ title: tp('How a PARS shipment clears'), items: STEPS.map((step) => ({ title: tp(step.title), text: tp(step.text) })) }}
        checklist={{
          headingId: 'importers-heading',
          title: tp('What importers in Canada need'),
          items: IMPORTER_NEEDS.map((item) => tp(item)),
        }}
        help={{
          text: tp(
            'We arrange cross-border trucking into Canada with carriers we know, and coordinate PARS clearance with licensed Canadian customs \
brokers, so the shipper, the broker and the carrier all work from the same number and the same documents.',
          ),
          counterpart: {
            text: tp('Shipping into the United States instead? The US counterpart is PAPS.'),
            to: '/paps',
            label: tp('Read about PAPS'),
          },
          service: { to: '/products/trucking', label: tp('Our trucking service') },
        }}
      />
    </ToolPage>
  );
}
