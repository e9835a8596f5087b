/**
 * Each page's own JSON-LD (src/shared/seo/json-ld*.ts), built from the data its template's query returned and
 * written into its HTML at render time with the other head facts (gatsby-ssr, src/pipeline/head/tags.tsx).
 * Not in the templates' Heads: Gatsby runs a Head in the browser too, so the builders went out in the page's
 * script (2.4 KB gzip on a blog post) to write what crawlers read from the server's HTML alone.
 *
 * Keyed by template file; scripts/quality/check-structured-data.ts holds every built page of a kind to the
 * types the content registry gives it, so a template missing here fails the build's checks.
 */
import type { Locale } from '../shared/i18n/locales';
import { spanOf } from '../shared/events/span';
import { article, definedTerm, homeStructuredData, jobPosting, service } from '../shared/seo/json-ld';
import { occasion, videoObject } from '../shared/seo/json-ld-events';
import { faqPage } from '../shared/seo/json-ld-faq';

type Nodes = ReadonlyArray<object>;

/**
 * A builder for the data of one template's query. Page data is JSON read back from disk: the type is what
 * the template's own query (src/templates, src/pages) returns, which Gatsby's typegen states.
 */
const from =
  <Data>(build: (data: Data, locale: Locale) => Nodes) =>
  (data: unknown, locale: Locale): Nodes =>
    build(data as Data, locale);

const BY_TEMPLATE: Readonly<Record<string, (data: unknown, locale: Locale) => Nodes>> = {
  'src/pages/index.tsx': from<Queries.HomePageQuery>((data, locale) => homeStructuredData(locale, data.allOffice.nodes)),
  'src/templates/blog-post.tsx': from<Queries.BlogPostQuery>(({ blogPost: post }, locale) =>
    post ? [article('BlogPosting', { ...post, author: post.authorEntry }, locale)] : [],
  ),
  'src/templates/article.tsx': from<Queries.ArticleQuery>(({ contentEntry: entry }, locale) =>
    entry && 'html' in entry && 'date' in entry ? [article(entry.kind === 'NewsroomPost' ? 'NewsArticle' : 'Article', entry, locale)] : [],
  ),
  'src/templates/glossary-term.tsx': from<Queries.GlossaryTermQuery>(({ glossaryTerm: term }, locale) =>
    term ? [definedTerm(term, locale)] : [],
  ),
  'src/templates/job-posting.tsx': from<Queries.JobPostingQuery>(({ jobPosting: job }, locale) =>
    job ? [jobPosting({ ...job, office: job.officeEntry }, locale)] : [],
  ),
  'src/templates/product-page.tsx': from<Queries.ProductPageQuery>(({ productPage: page }, locale) =>
    page ? [service(page, locale), ...(page.faqs.length > 0 ? [faqPage(page.faqs, page.path, locale)] : [])] : [],
  ),
  'src/templates/help-center-article.tsx': from<Queries.HelpCenterArticleQuery>(({ helpArticle: entry }, locale) =>
    entry && entry.faqs.length > 0 ? [faqPage(entry.faqs, entry.path, locale)] : [],
  ),
  'src/templates/event-detail.tsx': from<Queries.EventDetailQuery>(({ event }, locale) =>
    event ? [occasion({ ...event, span: spanOf(event) }, locale)] : [],
  ),
  'src/templates/webinar-detail.tsx': from<Queries.WebinarDetailQuery>(({ webinar }, locale) => {
    if (!webinar) return [];
    const span = spanOf(webinar);
    const live = occasion({ ...webinar, span, attendance: 'online', status: 'scheduled' }, locale);
    return webinar.recordingUrl ? [live, videoObject({ ...webinar, recordingUrl: webinar.recordingUrl, span }, locale)] : [live];
  }),
};

/** Gatsby's name for a page component's chunk: its path from the project, in kebab case. */
export const componentChunkName = (file: string): string => `component---${file.replace(/[^a-zA-Z0-9]+/g, '-')}`;

const BY_CHUNK = new Map(Object.entries(BY_TEMPLATE).map(([file, build]) => [componentChunkName(file), build]));

/** The JSON-LD nodes of a page rendered by the component `chunkName` with its query's `data`; none for others. */
export function structuredDataOf(chunkName: string, data: unknown, locale: Locale): Nodes {
  const build = BY_CHUNK.get(chunkName);
  return build && typeof data === 'object' && data !== null ? build(data, locale) : [];
}
