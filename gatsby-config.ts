import type { GatsbyConfig } from 'gatsby';
import { SITE } from './src/shared/config/site';
import { buildLocale } from './src/shared/i18n/locales';
import { proxiedScriptUrls } from './src/shared/config/env';
import { contentfulOptions } from './src/pipeline/config/contentful-options';
import { loadEnvFile } from './src/pipeline/env-file';
import { sourceMapUploadPlugins } from './src/pipeline/source-maps';
import { siteAdapter } from './src/pipeline/adapter';
import { pagesFromPageFiles } from './src/pipeline/create-pages';
import { buildNow } from './src/shared/events/schedule';
import { isPreviewBuild } from './src/shared/preview';

// .env.development (committed, local placeholders) for `gatsby develop`; builds read no file.
loadEnvFile();
const locale = buildLocale();
// Browser code reads the build's locale through Gatsby's GATSBY_-prefixed environment.
process.env.GATSBY_SITE_LOCALE = locale;
// Browser code tests this constant (src/shared/preview.ts): 'false' drops the preview's code from public builds.
process.env.GATSBY_PREVIEW = isPreviewBuild() ? 'true' : 'false';
// What is past (events, webinars) is decided at the build's date, once, when content is sourced:
// BUILD_DATE (YYYY-MM-DD or an ISO date-time) pins it, as tests do; otherwise the moment the build began.
// Not a GATSBY_ variable: those are written into the scripts, and a value that changes with every build
// would change webpack's compilation hash and so rewrite every page of a build that changed nothing.
process.env.SITE_BUILD_DATE ??= process.env.BUILD_DATE || new Date().toISOString();
buildNow();
const siteUrl = SITE.urls[locale];
const contentful = contentfulOptions();

const config: GatsbyConfig = {
  siteMetadata: {
    title: SITE.brandName,
    description: SITE.tagline,
    siteUrl,
    locale,
  },
  // Pages live under trailing-slash paths; file paths (.html, .json, ...) keep theirs.
  trailingSlash: 'always',
  // JSX compiles to the automatic runtime, as tsconfig's "react-jsx" says: components need no React import.
  jsxRuntime: 'automatic',
  // `gatsby develop` answers each page with its server-rendered HTML, head included, as the build writes it:
  // what a link preview or a crawler reads is visible while editing, not only after a build.
  flags: { DEV_SSR: true },
  // The tag manager runs off the main thread; its script comes through /__third-party-proxy?url=...
  partytownProxiedURLs: proxiedScriptUrls(process.env),
  // One build serves both targets: nginx reads public/ with .serve/site.conf, a CDN host the adapter's output.
  adapter: siteAdapter(),
  // The query types are committed (scripts/dev/typegen.ts); `gatsby develop` writes them again when a query
  // changes. Over Contentful its schema has types of its own that no query reads: written aside, so the committed
  // file stays the local schema's. Writing them in every build cost about a second of each publish.
  graphqlTypegen: {
    typesOutputPath: contentful ? '.cache/gatsby-types.contentful.d.ts' : 'src/gatsby-types.d.ts',
    generateOnBuild: false,
  },
  plugins: [
    // Gatsby's own page creator for src/pages, told to leave the pages the build creates with their head facts
    // (src/pipeline/create-pages.ts). Gatsby takes these options for its instance when the path is the site's src/pages.
    {
      resolve: 'gatsby-plugin-page-creator',
      options: { path: `${process.cwd()}/src/pages`, ignore: pagesFromPageFiles().map((page) => page.file) },
    },
    // Images of our own under src/site/images, resized and served responsive by gatsby-plugin-image.
    { resolve: 'gatsby-source-filesystem', options: { name: 'images', path: './src/site/images' } },
    'gatsby-plugin-image',
    // Contentful when its credentials are set; its entries become the same content nodes as files do.
    ...(contentful ? [{ resolve: 'gatsby-source-contentful', options: contentful }] : []),
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    // Source maps go to error reporting when it may receive them (src/pipeline/source-maps.ts).
    ...sourceMapUploadPlugins(),
    // Service worker at /sw.js; must come last so it caches what the other plugins emit. It precaches the
    // site's scripts and styles (at the root) and Partytown's; not the search indexes' folders, whose scripts
    // (one copy per section) are fetched when someone searches. Workbox precaches nothing at all if one
    // pattern matches no file, so each must always match (the site ships no font files).
    // While online, pages and their data come from the server, so a publish or a rollback reaches a returning
    // visitor at once; the worker's caches answer offline (src/site/runtime/sw-network-first.js). The plugin
    // merges this list with its own by position: the same four routes, page data NetworkFirst instead of
    // StaleWhileRevalidate.
    {
      resolve: 'gatsby-plugin-offline',
      options: {
        appendScript: './src/site/runtime/sw-network-first.js',
        workboxConfig: {
          globPatterns: ['*.{js,css}', '~partytown/**/*.js'],
          runtimeCaching: [
            { urlPattern: /(\.js$|\.css$|static\/)/, handler: 'CacheFirst' },
            { urlPattern: /^https?:.*\/page-data\/.*\.json/, handler: 'NetworkFirst' },
            { urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif|tiff|js|woff|woff2|json|css)$/, handler: 'StaleWhileRevalidate' },
            { urlPattern: /^https?:\/\/fonts\.googleapis\.com\/css/, handler: 'StaleWhileRevalidate' },
          ],
        },
      },
    },
  ],
};

export default config;
