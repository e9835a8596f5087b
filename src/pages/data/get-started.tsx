import { ButtonRow } from '../../site/components/content/ButtonRow';
import { FeatureList } from '../../site/components/content/FeatureList';
import { PageHeader } from '../../site/components/content/PageHeader';
import { PointList } from '../../site/components/content/PointList';
import { Section } from '../../site/components/content/Section';
import { SiteLink } from '../../site/components/navigation/SiteLink';
import type { DictionaryKey } from '../../shared/i18n/dictionary';
import { t } from '../../shared/i18n/use-translate';
import pageCatalogue from '../../../locales/zh-CN/pages/data/get-started.json';
import { pageTranslator, type CatalogueKey } from '../../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);
type PageKey = CatalogueKey<typeof pageCatalogue>;

const LEVELS: ReadonlyArray<{ code: string; level: DictionaryKey; digits: PageKey; description: PageKey }> = [
  { code: '61', level: 'Chapter', digits: '2 digits', description: 'Apparel and clothing accessories; knitted or crocheted' },
  { code: '6109', level: 'Heading', digits: '4 digits', description: 'T-shirts, singlets and other vests; knitted or crocheted' },
  {
    code: '6109.10',
    level: 'Subheading',
    digits: '6 digits',
    description: 'T-shirts, singlets and other vests; of cotton, knitted or crocheted',
  },
];

const STEPS: ReadonlyArray<{ title: PageKey; text: PageKey }> = [
  {
    title: 'Describe the product precisely',
    text: 'Write down what it is, what it is made of and in what proportions, what it does and how it is used. Classification follows the goods as imported, not the name on the invoice.',
  },
  {
    title: 'Find the chapter and read its notes',
    text: 'Start from the section and chapter that fit the product, then read the section and chapter notes. They are legally binding and often exclude goods you would expect to find there.',
  },
  {
    title: 'Apply the General Rules of Interpretation',
    text: 'The six General Rules of Interpretation are applied in order. Most goods are settled by Rule 1: the wording of the headings and the notes. \
The later rules deal with unfinished goods, mixtures, sets and goods that could fit two headings.',
  },
  {
    title: 'Add the national digits and check rulings',
    text: "Complete the code with the importing country's tariff, such as the HTSUS for the United States, and search published rulings for similar \
products. If you are still unsure, you can ask for a binding ruling before you import.",
  },
];

const TIPS: ReadonlyArray<PageKey> = [
  "Your supplier's export code is a useful starting point, but it may differ after the sixth digit and is sometimes simply wrong. As the importer, you are responsible for the code you declare.",
  'In the United States, importers must use reasonable care when classifying goods. A wrong code can mean underpaid duty, penalties and delays, or years of overpaying.',
  'Keep a record of how and why each product was classified, so the same item is declared the same way every time.',
];

export default function HsCodesGetStartedPage() {
  return (
    <>
      <PageHeader
        title={tp('Getting started with HS codes')}
        lead={tp(
          'Every product that crosses a border is classified with a Harmonized System code. It decides the duty you pay, the permits you need and how your trade is counted.',
        )}
      >
        <ButtonRow
          links={[
            { to: '/data/hs-code', label: tp('Browse HS codes') },
            { to: '/glossary/hs-code', label: tp('HS code in the glossary') },
          ]}
        />
      </PageHeader>
      <Section headingId="what-heading" title={tp('What HS codes are')} containerClassName="narrow prose">
        <p>
          {tp(
            'The Harmonized Commodity Description and Coding System, or HS, is maintained by the World Customs Organization and used by more than 200 \
countries and economies as the basis of their customs tariffs and trade statistics. It sorts all goods into 21 sections and 97 chapters, from live \
animals in chapter 1 to works of art in chapter 97.',
          )}
        </p>
        <p>
          {tp(
            'The nomenclature is revised about every five years to follow new products and trade patterns. The current edition is HS 2022; the next, HS 2028, takes effect on 1 January 2028.',
          )}
        </p>
      </Section>
      <Section headingId="structure-heading" title={tp('How the 2-4-6 digit structure works')} mist containerClassName="narrow">
        <p>{tp('Each pair of digits narrows the description. A cotton T-shirt shows how:')}</p>
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{tp('The levels of an HS code, with a cotton T-shirt as the example')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Code')}</th>
                <th scope="col">{tp('Level')}</th>
                <th scope="col">{tp('Description')}</th>
              </tr>
            </thead>
            <tbody>
              {LEVELS.map((level) => (
                <tr key={level.code}>
                  <td>
                    <code>{level.code}</code>
                  </td>
                  <td>
                    {t(level.level)} ({tp(level.digits)})
                  </td>
                  <td>{tp(level.description)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          {tp(
            'The first six digits are the same in every country that uses the HS. Countries then add their own digits for duty rates and statistics: \
the United States uses ten-digit HTSUS numbers, with duty rates set at eight digits; the European Union uses eight-digit Combined Nomenclature codes \
and ten-digit TARIC codes; China declares goods with ten-digit codes.',
          )}
        </p>
        <p>
          {tp(
            'So the same T-shirt can be 6109.10 in every country, but carry a different full code, and a different duty rate, in each one.',
          )}
        </p>
      </Section>
      <Section headingId="find-heading" title={tp('How to find your HS code')}>
        <FeatureList items={STEPS.map((step) => ({ title: tp(step.title), text: tp(step.text) }))} ordered />
      </Section>
      <Section headingId="tips-heading" title={t('Good to know')} mist containerClassName="narrow prose">
        <PointList items={TIPS.map((tip) => tp(tip))} />
        <ButtonRow
          links={[
            { to: '/data/hs-code', label: tp('Browse HS codes') },
            { to: '/products/product-classification', label: tp('Get help with classification') },
          ]}
        />
        <p>
          <SiteLink to="/blog/how-to-read-an-hs-code">{tp('How to read an HS code, from chapter to US statistical suffix')}</SiteLink>
          {' · '}
          <SiteLink to="/tools/duty-estimator">{t('How US duty is calculated')}</SiteLink>
        </p>
      </Section>
    </>
  );
}
