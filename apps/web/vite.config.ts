/// <reference types="vitest/config" />
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
// By path, not by package name: the config is loaded by Node, which cannot import the package's .ts.
import { isSignInPath } from '../../packages/shared/src/auth/sign-in-paths';

/** `vite dev` sends the sign-in page for its paths, as the server does (plugins/web-app.ts). */
function signInPage(): Plugin {
  return {
    name: 'staffdesk-sign-in-page',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [pathname = '/', query] = (req.url ?? '/').split('?');
        if (isSignInPath(pathname)) req.url = `/sign-in.html${query ? `?${query}` : ''}`;
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    signInPage(),
    // .br and .gz beside every text file, at the highest levels (a build spends the time once); the
    // server sends them as they are (plugins/web-app.ts), so no request pays for compression.
    compression({
      include: /\.(js|css|html|svg|json|txt)$/,
      threshold: 512,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      skipIfLargerOrEqual: true,
    }),
  ],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      // Two pages: the app, and the sign-in screens without React and MUI (src/sign-in).
      input: {
        app: path.join(import.meta.dirname, 'index.html'),
        'sign-in': path.join(import.meta.dirname, 'sign-in.html'),
      },
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
    // A safety net for a screen that never reaches the state a test waits for (test-setup.ts):
    // jsdom + MUI screens with typed input take seconds on a busy 2-core machine.
    testTimeout: 180_000,
  },
});
