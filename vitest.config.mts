import { configDefaults, defineConfig } from 'vitest/config';
import { BROWSER_SECTIONS_CONSTANT, browserSections } from './src/shared/routing/browser-sections';

/**
 * Unit tests that start something real: a database (PGlite, PostgreSQL), a server (the lead service, nginx), a
 * browser, other processes, or ESLint over the project. `npm test` runs them with the rest; `npm run test:quick`
 * (the inner loop) leaves them out, so it answers in a minute or two.
 */
const STARTS_SOMETHING = [
  'services/publisher/publisher.test.ts',
  'services/publisher/releases.test.ts',
  'services/publisher/releases-served.test.ts',
  'services/publisher/build.test.ts',
  'services/preview/server.test.ts',
  'services/shared/process-lock.test.ts',
  'tests/unit/adapter.test.ts',
  'tests/unit/captcha.test.ts',
  'tests/unit/check-links.test.ts',
  'tests/unit/dead-letter.test.ts',
  'tests/unit/erase-during-replay.test.ts',
  'tests/unit/functions.test.ts',
  'tests/unit/gatsby-functions-compile.test.ts',
  'tests/unit/gatsby-worker-end.test.ts',
  'tests/unit/integrations.test.ts',
  'tests/unit/lead-files.test.ts',
  'tests/unit/lead-operations.test.ts',
  'tests/unit/lead-store.test.ts',
  'tests/unit/leads.test.ts',
  'tests/unit/pglite-reopen.test.ts',
  'tests/unit/raw-html-lint.test.ts',
  'tests/unit/sanitize-hostile.test.ts',
  'tests/unit/server-config.test.ts',
  'tests/unit/service-settings.test.ts',
  'tests/unit/startup.test.ts',
];

export default defineConfig({
  // What the build hands page scripts as a constant (src/pipeline/webpack.ts), for the modules under test that read it.
  define: { [BROWSER_SECTIONS_CONSTANT]: JSON.stringify(browserSections()) },
  test: {
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    // Expensive set-up (a PGlite database opened or copied, a server or a browser started) runs in hooks, so
    // that a test's own 5 s covers only what it checks; on a slow or busy machine that set-up takes tens of seconds.
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'quick',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'services/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...STARTS_SOMETHING],
        },
      },
      { extends: true, test: { name: 'starts-something', include: STARTS_SOMETHING } },
    ],
  },
});
