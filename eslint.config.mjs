// Lint: typescript-eslint with type information, React's hooks rules and jsx-a11y; formatting is Prettier's
// (eslint-config-prettier turns off the rules it would fight).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** The files that may set raw HTML (see the rule below), and the syntax that sets it: a JSX attribute or a prop. */
export const RAW_HTML_FILES = ['src/site/components/rich-text/RichText.tsx', 'src/pipeline/head/tags.tsx', 'src/templates/form-errors.tsx'];
const RAW_HTML_SELECTORS = [
  "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  "Property[key.name='dangerouslySetInnerHTML']",
  "Property[key.value='dangerouslySetInnerHTML']",
];

/** An import of a folder `names` in a folder above the importing file (`../../pipeline/x` from src/site). */
const above = (...names) => `^(\\.\\./)+(${names.join('|')})/`;
const SRC_TOP = ['pages', 'templates', 'slices', 'api'];
const OUTSIDE_SRC = above('services', 'scripts', 'tests');
const OUTSIDE_SERVICES = [above('scripts', 'tests'), above(`src/(${SRC_TOP.join('|')})`)];

/**
 * The layers, lowest first: src/shared < src/site < src/pipeline < services < scripts. A layer imports its own and
 * those below; pages, templates and slices use src/site (and src/shared); src/api is Gatsby's adapter over the
 * services. Each service takes what it shares with the others from services/shared, never from a sibling. Tests sit
 * outside the layers. tests/unit/layers.test.ts holds dynamic imports to the same table.
 */
export const LAYERS = [
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    forbidden: [above('pipeline', 'site', ...SRC_TOP), OUTSIDE_SRC],
    message: 'src/shared runs in the browser, the build and the services: it imports only src/shared (and packages, locales).',
  },
  {
    files: ['src/site/**/*.{ts,tsx}'],
    forbidden: [above('pipeline', ...SRC_TOP), OUTSIDE_SRC],
    message: 'src/site (what runs in the browser) imports src/site and src/shared only: move build-time code it needs down.',
  },
  {
    files: ['src/pipeline/**/*.{ts,tsx}'],
    forbidden: [above(...SRC_TOP), OUTSIDE_SRC],
    message: 'src/pipeline (the build) imports src/pipeline, src/site and src/shared only.',
  },
  {
    files: ['src/pages/**/*.tsx', 'src/templates/**/*.tsx', 'src/slices/**/*.tsx'],
    forbidden: [above('pipeline', 'api'), OUTSIDE_SRC],
    message: 'Pages, templates and slices use src/site and src/shared: a type the build makes for them belongs in src/shared.',
  },
  {
    files: ['src/api/**/*.ts'],
    forbidden: [above('pages', 'templates', 'slices'), above('scripts', 'tests')],
    message: 'src/api is the adapter of the services as Gatsby Functions: it imports services and src/shared.',
  },
  {
    files: ['services/shared/**/*.ts'],
    forbidden: [above('leads', 'publisher', 'preview'), ...OUTSIDE_SERVICES],
    message: 'services/shared is what the services stand on: it imports none of them, nor scripts or tests.',
  },
  ...[
    ['leads', ['publisher', 'preview']],
    ['publisher', ['leads', 'preview']],
    ['preview', ['leads', 'publisher']],
  ].map(([service, siblings]) => ({
    files: [`services/${service}/**/*.ts`],
    forbidden: [above(...siblings), ...OUTSIDE_SERVICES],
    message: `services/${service} imports services/shared and src, never a sibling service, scripts or tests: move what both need to services/shared.`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      'public/',
      '.cache/',
      '.serve/',
      '.netlify/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'src/gatsby-types.d.ts',
      'static/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    rules: {
      // A leading underscore marks what is left out on purpose (`{ secret: _secret, ...rest }`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  { files: ['src/**/*.{ts,tsx}', 'gatsby-*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  ...LAYERS.map(({ files, forbidden, message }) => ({
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbidden.map((regex) => ({ regex, message })) }] },
  })),
  // A function a reader can hold: at most 120 lines, what it nests included. Tests' describe blocks are lists, not logic.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true }] },
  },
  // Raw HTML reaches a page in three places only, each safe for its own reason: RichText (the sanitiser's output),
  // the server-only JSON-LD writer (escaped, src/pipeline/head/tags.tsx) and the hole of the form-errors page that the
  // lead service fills. Anywhere else it is a way past React's escaping that nobody reviewed.
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...RAW_HTML_SELECTORS.map((selector) => ({
          selector,
          message:
            'dangerouslySetInnerHTML is allowed only in RichText, the JSON-LD writer and the form-errors page: render text, or pass HTML through RichText (sanitised).',
        })),
      ],
    },
  },
  { files: RAW_HTML_FILES, rules: { 'no-restricted-syntax': 'off' } },
  // A page's head comes from its head facts (src/pipeline/head/tags.tsx), and the browser bundle leaves Gatsby's Head
  // handler out (src/pipeline/webpack.ts): a page or template exporting a Head would have it ignored in the browser.
  {
    files: ['src/pages/**/*.tsx', 'src/templates/**/*.tsx', 'src/slices/**/*.tsx'],
    rules: {
      'no-restricted-exports': ['error', { restrictedNamedExports: ['Head'] }],
    },
  },
  // Playwright fixtures must destructure their (often empty) first argument.
  { files: ['tests/e2e/**/*.ts'], rules: { 'no-empty-pattern': 'off' } },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // Appended to the generated service worker: a classic script whose globals come from the worker before it.
  {
    files: ['src/site/runtime/sw-*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: 'script',
      globals: {
        ...globals.serviceworker,
        workbox: 'readonly',
        idbKeyval: 'readonly',
        MessageAPI: 'readonly',
        offlineShellEnabled: 'writable',
      },
    },
  },
  { files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  prettier,
  // After Prettier's config, which turns max-len off: Prettier wraps at 140 but leaves long strings and templates alone.
  { rules: { 'max-len': ['error', { code: 200, ignoreUrls: true }] } },
);
