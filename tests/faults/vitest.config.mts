import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The lead service's processes under faults (a private PostgreSQL, processes killed): apart from the unit tests.
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 240_000,
    globalSetup: ['tests/support/global-setup.ts'],
    // A private PostgreSQL's initdb and the lead processes start in hooks: tens of seconds on a slow machine.
    hookTimeout: 120_000,
  },
});
