// Lint: typescript-eslint with type information, React's hooks rules and jsx-a11y; formatting is Prettier's
// (eslint-config-prettier turns off the rules it would fight).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
