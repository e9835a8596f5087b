// Lint: typescript-eslint with type information, React's hooks rules and jsx-a11y; formatting is Prettier's
// (eslint-config-prettier turns off the rules it would fight).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** The files that may set raw HTML (see the rule below), and the syntax that sets it: a JSX attribute or a prop. */
export const RAW_HTML_FILES = ['src/site/components/rich-text/RichText.tsx', 'src/pipeline/head-tags.tsx', 'src/templates/form-errors.tsx'];
const RAW_HTML_SELECTORS = [
  "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  "Property[key.name='dangerouslySetInnerHTML']",
  "Property[key.value='dangerouslySetInnerHTML']",
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
  // Shared code runs in the browser, at build time and in the lead service alike: it imports none of them.
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(pipeline|site|pages|templates)/|(^|/)services/',
              message:
                'src/shared imports only src/shared (and packages): pipeline, site and service code import it, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  // The services run on the web server and the CDN; the scripts (builds, checks, benchmarks) drive them and may import
  // them, not the other way round. What both need (where a site is built, what a build's log says) is in services/shared.
  {
    files: ['services/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)scripts/',
              message: 'services import no scripts: put what both need in services/shared (or src/ below it).',
            },
          ],
        },
      ],
    },
  },
  // Raw HTML reaches a page in three places only, each safe for its own reason: RichText (the sanitiser's output),
  // the server-only JSON-LD writer (escaped, src/pipeline/head-tags.tsx) and the hole of the form-errors page that the
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
  // A page's head comes from its head facts (src/pipeline/head-tags.tsx), and the browser bundle leaves Gatsby's Head
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
