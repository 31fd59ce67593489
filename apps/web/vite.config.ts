/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Pages are their own chunks (lazy routes); the framework every page needs sits in one
        // vendor chunk, which keeps its hash, and so the browser's cached copy, across app releases.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@emotion|stylis)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // jsdom + MUI screens with typed input take 1-2 s alone; with the server suite in parallel on a
    // 2-core CI machine the default 5 s timed out, so a slow machine is not read as a failure.
    testTimeout: 20_000,
  },
});
