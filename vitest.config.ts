import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs every project but `server-pg`; `npm run test:pg` runs the
 * server suite again against a real PostgreSQL (TEST_DATABASE_URL).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['**/*.test.mjs'],
          environment: 'node',
        },
      },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
