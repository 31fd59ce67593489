/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
// By path, not by package name: the config is loaded by Node, which cannot import the package's .ts.
import { isSignInPath } from '../../packages/shared/src/auth/sign-in-paths';
import { EARLY_PAGES, SHELL_MODULE } from './early-pages';

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
 * index.html starts what its first paint waits for before the app's script has arrived: the
 * signed-in shell's chunks as modulepreload links, and early-start.js (the session check, a list's
 * first page and that page's chunks), written as a hashed asset and loaded async.
 */
function earlyStart(): Plugin {
  let emitted: { fileName: string; source: string } | undefined;
  return {
    name: 'staffdesk-early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const { bundle, chunk: entry } = ctx;
        if (!bundle || !entry || !ctx.filename.endsWith('index.html')) return html;
        const closure = (fileName: string | undefined, seen = new Set<string>()) => {
          const chunk = fileName ? bundle[fileName] : undefined;
          if (!fileName || seen.has(fileName) || chunk?.type !== 'chunk') return seen;
          seen.add(fileName);
          for (const name of chunk.imports) closure(name, seen);
          return seen;
        };
        const fileOf = (module: string) =>
          Object.values(bundle).find(
            (chunk) =>
              chunk.type === 'chunk' && chunk.facadeModuleId === path.join(import.meta.dirname, module),
          )?.fileName;
        const preloaded = closure(entry.fileName);
        const shell = [...closure(fileOf(SHELL_MODULE))].filter((name) => !preloaded.has(name));
        const pages = Object.fromEntries(
          EARLY_PAGES.map((page) => [
            page.path,
            {
              request: page.request,
              modules: [...closure(fileOf(page.module))]
                .filter((name) => !preloaded.has(name) && !shell.includes(name))
                .map((name) => `/${name}`),
            },
          ]),
        );
        const source = fs
          .readFileSync(path.join(import.meta.dirname, 'early-start.js'), 'utf8')
          .replace(/^\/\/.*\n/gm, '')
          .replace('const pages = __PAGES__;', `const pages = ${JSON.stringify(pages)};`);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        emitted = { fileName: `assets/early-start-${hash}.js`, source };
        return [
          { tag: 'script', attrs: { async: true, src: `/${emitted.fileName}` }, injectTo: 'head' },
          ...shell.map((name) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${name}` },
            injectTo: 'head' as const,
          })),
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
