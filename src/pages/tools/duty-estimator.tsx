import { ButtonRow } from '../../site/components/content/ButtonRow';
import { DefinitionList } from '../../site/components/content/DefinitionList';
import { PointList } from '../../site/components/content/PointList';
import { Section } from '../../site/components/content/Section';
import { DutyEstimator } from '../../site/components/tools/DutyEstimator';
import { ToolPage } from '../../site/components/tools/ToolPage';
import { t } from '../../shared/i18n/use-translate';
import pageCatalogue from '../../../locales/zh-CN/pages/tools/duty-estimator.json';
import { pageTranslator, type CatalogueKey } from '../../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);
type PageKey = CatalogueKey<typeof pageCatalogue>;

const PARTS: ReadonlyArray<{ term: PageKey; text: PageKey }> = [
  {
    term: 'Customs value',
    text: 'Usually the transaction value: the price actually paid or payable for the goods when sold for export to the United States. Unlike many \
countries, the US does not include international freight and insurance, so the value is typically the FOB price, plus certain additions such as \
packing, selling commissions, assists and royalties.',
  },
  {
    term: 'Duty rate',
    text: 'Set by the HTSUS classification of the goods (rates are fixed at the 8-digit level of the 10-digit number) and by the country of origin. \
Most rates are a percentage of the value (ad valorem); some are an amount per unit, such as cents per kilogram, or a combination of both. Free trade \
agreements and programmes can lower the rate to zero for goods that qualify.',
  },
  {
    term: 'Additional duties',
    text: 'Some goods owe more than the normal rate, for example Section 301 duties on many products of China or Section 232 duties on steel, \
aluminium and their derivatives. They are usually a percentage of the same customs value and are added on top.',
  },
  {
    term: 'Merchandise Processing Fee (MPF)',
    text: 'A CBP user fee on formal entries of 0.3464% of the customs value, whether or not the goods are dutiable, with a minimum and a maximum per \
entry. Goods originating under some free trade agreements, such as USMCA, are exempt.',
  },
  {
    term: 'Harbor Maintenance Fee (HMF)',
    text: 'Charged only on cargo arriving by vessel at US ports: 0.125% of the customs value, with no minimum or maximum. Air and truck shipments do not pay it.',
  },
];

const ESTIMATE_NEEDS: ReadonlyArray<PageKey> = [
  'The HTSUS classification of each product. If you only have a 6-digit HS code, start with our HS code pages.',
  'The country of origin, meaning where the goods were made or last substantially transformed, not where they were shipped from.',
  'The customs value from the commercial invoice, and the currency it is in.',
  'The mode of transport, because the Harbor Maintenance Fee applies only to ocean freight.',
];

export default function DutyEstimatorPage() {
  return (
    <ToolPage
      title={tp('US import duty estimator')}
      lead={tp(
        'How duties and fees on goods imported into the United States are calculated, and what you need to estimate them for your own products.',
      )}
      toolHeadingId="estimator-heading"
      toolTitle={tp('Estimate the duty and fees on a shipment')}
      intro={tp(
        'Enter the HS code, value and origin of your goods to see the duty, the Merchandise Processing Fee and, for ocean freight, the Harbor Maintenance Fee, with how each is worked out.',
      )}
      tool={(labelledBy) => <DutyEstimator labelledBy={labelledBy} />}
    >
      <Section headingId="formula-heading" title={t('How US duty is calculated')} mist containerClassName="narrow">
        <p>
          {tp(
            'For a formal entry, the amount you pay US Customs and Border Protection (CBP) is built from the customs value of the goods:',
          )}
        </p>
        <p className="formula">
          {tp('Duty = customs value × duty rate')}
          <br />
          {tp('MPF = customs value × 0.3464%, within the minimum and maximum')}
          <br />
          {tp('HMF = customs value × 0.125% (ocean only)')}
          <br />
          <strong>{tp('Total = duty + any additional duties + MPF + HMF')}</strong>
        </p>
        <DefinitionList items={PARTS.map((part) => ({ term: tp(part.term), text: tp(part.text) }))} />
      </Section>
      <Section headingId="mpf-heading" title={tp('The MPF minimum and maximum')} containerClassName="narrow">
        <p>
          {tp(
            'CBP adjusts the MPF limits for inflation at the start of every fiscal year, on 1 October. For fiscal year 2026 (1 October 2025 to 30 \
September 2026) the minimum is $33.58 and the maximum is $651.50 per formal entry. In practice, entries valued below about $9,700 pay the minimum, \
and entries above about $188,000 pay the maximum.',
          )}
        </p>
        <p>{tp('Informal entries, generally for shipments valued at $2,500 or less, pay a small flat fee instead of the percentage.')}</p>
        <h3>{tp('A worked example')}</h3>
        <p>
          {tp(
            'An ocean shipment with a customs value of $50,000 and a 5% duty rate owes $2,500 in duty, $173.20 in MPF (0.3464% of $50,000, between \
the limits) and $62.50 in HMF, a total of $2,735.70, before any additional duties.',
          )}
        </p>
      </Section>
      <Section headingId="prepare-heading" title={tp('What you need for an estimate')} mist containerClassName="narrow prose">
        <PointList items={ESTIMATE_NEEDS.map((need) => tp(need))} />
        <p className="notice">
          {tp(
            'Additional duties, trade agreement rates and per-unit rates are not in this estimator. Our customs team can prepare a full estimate for your products.',
          )}
        </p>
        <ButtonRow
          links={[
            { to: '/talk-to-an-expert', label: t('Talk to an expert') },
            { to: '/data/get-started', label: tp('Find your HS code') },
          ]}
        />
        <p className="section__note">
          {tp('Estimates are for planning only. The duty you owe is determined by CBP when your entry is filed and liquidated.')}
        </p>
      </Section>
    </ToolPage>
  );
}
