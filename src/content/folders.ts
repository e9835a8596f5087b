import type { ContentKind } from './schemas';

/** Where each kind of entry lives under `content/`, and whether its files carry a Markdown body. */
export const CONTENT_FOLDERS: ReadonlyArray<{ folder: string; kind: ContentKind; markdown: boolean }> = [
  { folder: 'products', kind: 'ProductPage', markdown: true },
  { folder: 'blog/authors', kind: 'BlogAuthor', markdown: false },
  { folder: 'blog/categories', kind: 'BlogCategory', markdown: false },
  { folder: 'blog/posts', kind: 'BlogPost', markdown: true },
  { folder: 'help/categories', kind: 'HelpCategory', markdown: false },
  { folder: 'help/articles', kind: 'HelpArticle', markdown: true },
  { folder: 'glossary', kind: 'GlossaryTerm', markdown: true },
  { folder: 'research', kind: 'Research', markdown: true },
  { folder: 'market-updates', kind: 'MarketUpdate', markdown: true },
  { folder: 'case-studies', kind: 'CaseStudy', markdown: true },
  { folder: 'events', kind: 'Event', markdown: true },
  { folder: 'webinars', kind: 'Webinar', markdown: true },
  { folder: 'eguides', kind: 'EGuide', markdown: true },
  { folder: 'newsroom', kind: 'NewsroomPost', markdown: true },
  { folder: 'landing-pages', kind: 'LandingPage', markdown: true },
  { folder: 'content-landing-pages', kind: 'ContentLandingPage', markdown: true },
  { folder: 'insurance', kind: 'InsuranceCoveragePage', markdown: true },
  { folder: 'terms', kind: 'TermsDetail', markdown: true },
  { folder: 'careers/teams', kind: 'CareersTeam', markdown: true },
  { folder: 'careers/offices', kind: 'Office', markdown: true },
  { folder: 'careers/jobs', kind: 'JobPosting', markdown: true },
  { folder: 'vessels', kind: 'Vessel', markdown: false },
];
