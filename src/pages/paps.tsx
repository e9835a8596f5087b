import { PreArrivalGuide } from '../site/components/content/PreArrivalGuide';
import { PreArrivalChecker } from '../site/components/tools/PreArrivalChecker';
import { ToolPage } from '../site/components/tools/ToolPage';
import pageCatalogue from '../../locales/zh-CN/pages/paps.json';
import { pageTranslator, type CatalogueKey } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);
type PageKey = CatalogueKey<typeof pageCatalogue>;

const STEPS: ReadonlyArray<{ title: PageKey; text: PageKey }> = [
  {
    title: 'The carrier labels the shipment',
    text: 'The trucking company attaches a PAPS barcode label to the commercial invoice and sends the invoice, packing list and any permits to the US customs broker.',
  },
  {
    title: 'The broker files the entry',
    text: 'The broker transmits the entry to CBP through ACE, quoting the PAPS number, before the truck reaches the border. CBP screens it and decides whether to release the goods or examine them.',
  },
  {
    title: 'The carrier files the e-Manifest',
    text: "The carrier sends its ACE e-Manifest with the same number as the shipment control number: at least one hour before arrival, or 30 minutes \
for FAST carriers. Once the entry is linked, the broker's entry number appears on the manifest.",
  },
  {
    title: 'The officer releases the truck',
    text: 'At the port of entry the CBP officer calls up the trip and its shipments, and the truck is released or referred for inspection.',
  },
];

const MISTAKES: ReadonlyArray<PageKey> = [
  'The number on the e-Manifest differs from the one the broker used, for example a letter O typed as a zero. CBP cannot link the entry and the truck waits.',
  'A PAPS number is reused. Each number must be unique; carriers must not repeat a number for several years.',
  'Documents reach the broker too late, so the entry is not on file when the driver arrives.',
  'Goods regulated by other agencies, such as food, which needs FDA prior notice, arrive without the data those agencies require.',
];

export default function PapsPage() {
  return (
    <ToolPage
      title={tp('PAPS: Pre-Arrival Processing System')}
      lead={tp(
        'How US Customs and Border Protection clears truck freight entering the United States from Canada or Mexico before it reaches the border, and what shippers and carriers need to do.',
      )}
      toolHeadingId="checker-heading"
      toolTitle={tp('Check a PAPS number')}
      intro={tp(
        'Type the number as it is printed under the barcode, or paste it, to check that it has the form CBP expects before the entry or the e-Manifest is filed.',
      )}
      tool={(labelledBy) => (
        <PreArrivalChecker
          system="PAPS"
          labelledBy={labelledBy}
          text={{
            carrierLabel: tp('Carrier SCAC'),
            carrierHint: tp('Optional. If you give it, the number must start with it.'),
            numberLabel: tp('PAPS number'),
            numberHint: tp('For example ABCD1234567: the SCAC followed by the shipment number.'),
            carrierTerm: tp('SCAC'),
          }}
        />
      )}
    >
      <PreArrivalGuide
        what={{
          title: tp('What PAPS is'),
          text: tp(
            'PAPS is the standard cargo release method for commercial truck shipments entering the United States. The customs broker sends the entry \
to CBP electronically through the Automated Commercial Environment (ACE) while the goods are still on the road, so CBP can review the shipment before \
the truck arrives. Most trucks can then cross without waiting for paperwork at the border.',
          ),
          numberTitle: tp('The PAPS number and label'),
          numberText: [
            tp(
              "A PAPS number joins the carrier's Standard Carrier Alpha Code (SCAC), the four-letter code that identifies the trucking company, with \
a unique shipment number chosen by the carrier, often its pro number. It is written without spaces or dashes.",
            ),
            tp(
              'The carrier prints the number as a barcode label and sticks it on the commercial invoice. The broker uses the same number on the \
entry, and the carrier uses it as the shipment control number on the ACE e-Manifest. The two must match character for character.',
            ),
          ],
        }}
        steps={{ title: tp('How a PAPS shipment clears'), items: STEPS.map((step) => ({ title: tp(step.title), text: tp(step.text) })) }}
        checklist={{
          headingId: 'mistakes-heading',
          title: tp('What causes delays at the border'),
          items: MISTAKES.map((item) => tp(item)),
        }}
        help={{
          text: tp(
            'Our licensed customs brokers clear PAPS shipments at US land ports of entry around the clock. Send us your documents with the PAPS label \
at least two hours before the truck is due at the border, and we confirm the entry number to the carrier as soon as it is filed.',
          ),
          counterpart: {
            text: tp('Shipping into Canada instead? Canada uses a similar system, PARS.'),
            to: '/pars',
            label: tp('Read about PARS'),
          },
          service: { to: '/products/customs', label: tp('Our customs brokerage service') },
        }}
      />
    </ToolPage>
  );
}
