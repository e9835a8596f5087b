import { defineConfig } from 'vitest/config';
import { BROWSER_SECTIONS_CONSTANT, browserSections } from './src/shared/routing/browser-sections';

export default defineConfig({
  // What the build hands page scripts as a constant (src/pipeline/webpack.ts), for the modules under test that read it.
  define: { [BROWSER_SECTIONS_CONSTANT]: JSON.stringify(browserSections()) },
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'services/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    // Expensive set-up (a PGlite database opened or copied, a server or a browser started) runs in hooks, so
    // that a test's own 5 s covers only what it checks; on a slow or busy machine that set-up takes tens of seconds.
    hookTimeout: 120_000,
  },
});
