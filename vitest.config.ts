import { defineConfig } from 'vitest/config';

// One runner, three projects: shared rules, the API against a real database, and web components.
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is 1 worker; 2 keeps both cores busy (the web project: 94 → 64 s).
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
