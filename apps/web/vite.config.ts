/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
// By path, not by package name: the config is loaded by Node, which cannot import the package's .ts.
import { isSignInPath } from '../../packages/shared/src/auth/sign-in-paths.ts';
import { EARLY_PAGES } from './early-pages.ts';
import firstPaintModules from './first-paint-modules.json' with { type: 'json' };

const FIRST_PAINT = new Set<string>(firstPaintModules.firstPaint);
const SHARED_WITH_SIGN_IN = new Set<string>(firstPaintModules.sharedWithSignIn);
const captures = (modules: Set<string>) => (id: string) =>
  modules.has(path.relative(import.meta.dirname, id));

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

/**
 * index.html starts the calls its first paint waits for before the app's script has arrived:
 * early-start.js (the session check and a list's first page), written as a hashed asset and loaded
 * async at high priority. (Preloading the shell's and the page's chunks from here as well was
 * measured and not kept: it took bandwidth from the app's own script, docs/performance.md.)
 */
function earlyStart(): Plugin {
  let emitted: { fileName: string; source: string } | undefined;
  return {
    name: 'staffdesk-early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.endsWith('index.html')) return html;
        const pages = Object.fromEntries(EARLY_PAGES.map((page) => [page.path, page.request]));
        const source = fs
          .readFileSync(path.join(import.meta.dirname, 'early-start.js'), 'utf8')
          .replace(/^\/\/.*\n/gm, '')
          .replace('const pages = __PAGES__;', `const pages = ${JSON.stringify(pages)};`);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        emitted = { fileName: `assets/early-start-${hash}.js`, source };
        // First in the head and at high priority: an async script is otherwise fetched after the
        // app's modules (HTTP/1.1 allows six at a time), too late to be early.
        return [
          {
            tag: 'script',
            attrs: { async: true, fetchpriority: 'high', src: `/${emitted.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
    generateBundle: {
      order: 'post',
      handler() {
        if (!emitted) return;
        // Written after the compression plugin has run: its .br and .gz are made here.
        const { fileName, source } = emitted;
        this.emitFile({ type: 'asset', fileName, source });
        this.emitFile({
          type: 'asset',
          fileName: `${fileName}.br`,
          source: brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        });
        this.emitFile({ type: 'asset', fileName: `${fileName}.gz`, source: gzipSync(source, { level: 9 }) });
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    signInPage(),
    earlyStart(),
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
    // Which chunks each page imports: scripts/check-js-budget.mjs adds up a list page's first load.
    manifest: true,
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
            // What a list's first paint draws besides the vendor chunk (the shell, MUI's table,
            // chips and panels, the list components), in one chunk instead of ~45 small ones: over
            // HTTP/1.1 (six requests at a time) each costs a round trip. The list is written by
            // scripts/first-paint-modules.mjs (which builds without this group).
            ...(process.env.FIRST_PAINT_GROUP === 'off'
              ? []
              : [
                  // Also used by the sign-in page, which should not load the whole group.
                  { name: 'shared', test: captures(SHARED_WITH_SIGN_IN), priority: 2 },
                  { name: 'first-paint', test: captures(FIRST_PAINT), priority: 1 },
                ]),
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
