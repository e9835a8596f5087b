import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `gatsby develop` driven end to end: slow (a dev server starts), so apart from the unit tests.
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  test: {
    include: ['tests/develop/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
