import { pageTranslator } from '../../../shared/i18n/page-translator';
import catalogue from '../../../../locales/zh-CN/components/content/FaqList.json';

// Text of the pages with questions only (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(catalogue);

/**
 * Questions and answers under their heading, each answer folded under its question. The same entries are
 * the page's FAQPage structured data (src/shared/seo/json-ld.ts), so what search engines read is on the page.
 */
export function FaqList({ headingId, faqs }: { headingId: string; faqs: ReadonlyArray<{ question: string; answer: string }> }) {
  return (
    <>
      <h2 id={headingId} className="section__title">
        {tp('Frequently asked questions')}
      </h2>
      {faqs.map((faq) => (
        <details key={faq.question}>
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </>
  );
}
