/** Structured data of a page's questions and answers. */
import type { FAQPage, WithContext } from 'schema-dts';
import type { Locale } from '../i18n/locales';
import { absoluteUrl } from './json-ld-common';

/** Questions a page answers, as written on it. */
export function faqPage(faqs: ReadonlyArray<{ question: string; answer: string }>, path: string, siteLocale: Locale): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(siteLocale, path),
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
