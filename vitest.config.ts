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
          // Limits that only catch a hang: a CI run sharing the machine (load 25 on 2 cores) took
          // 30 s for the sign-in back-off and fuzz tests that take 3-10 s idle.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
