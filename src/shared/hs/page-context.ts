/** A glossary term as an HS code page lists it. */
export interface RelatedTerm {
  readonly title: string;
  readonly description: string;
  readonly path: string;
}

/**
 * What an HS code page gets in its context besides its head facts (src/pipeline/hs-codes.ts makes it, the hs-code
 * template reads it): its code's node, and the glossary terms tied to the code or its parents (terms for every code
 * are the hs-basic-terms slice's), worked out at build time from all terms rather than by a look-up in each page's
 * query over every term.
 */
export interface HsPageContext {
  id: string;
  pageType: 'hs-code';
  relatedTerms: RelatedTerm[];
}
