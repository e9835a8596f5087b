import type { ContentKind } from '../content/schemas';

/** The template file (under src/templates) that renders each kind of entry; vessels are a client route. */
export const TEMPLATE_OF: Record<Exclude<ContentKind, 'Vessel'>, string> = {
  ProductPage: 'product-page',
  BlogAuthor: 'blog-author-landing',
  BlogCategory: 'blog-category-landing',
  BlogPost: 'blog-post',
  HelpCategory: 'help-center-category',
  HelpArticle: 'help-center-article',
  GlossaryTerm: 'glossary-term',
  Research: 'research-report',
  MarketUpdate: 'market-update',
  CaseStudy: 'case-study',
  Event: 'event-detail',
  Webinar: 'webinar-detail',
  EGuide: 'eguide-detail',
  NewsroomPost: 'newsroom-post',
  LandingPage: 'landing-page',
  ContentLandingPage: 'content-landing-page',
  InsuranceCoveragePage: 'insurance-coverage-page',
  TermsDetail: 'terms-detail',
  CareersTeam: 'careers-team',
  Office: 'careers-location',
  JobPosting: 'job-posting',
};
