// The built web app: two pages. The sign-in screens' paths get sign-in.html (a small page without
// React, apps/web/src/sign-in), every other client-side route the React app's index.html. Hashed
// files under /assets are cached for a year (a release renames them); the pages are revalidated on
// each visit so a release is seen at once. Text files go out as the .br/.gz the build made beside them when the browser
// accepts it, so no request spends CPU on compressing them.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isSignInPath } from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { errorAnswer } from './errors';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export async function registerWebApp(app: FastifyInstance, config: Config) {
  const dist = config.webDist;
  if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) return;
  const assets = path.join(dist, 'assets') + path.sep;
  // Source maps publish the app's source: served for debugging outside production only.
  const hidden = (urlPath: string) => config.production && urlPath.endsWith('.map');
  const signInPage = fs.existsSync(path.join(dist, 'sign-in.html')) ? 'sign-in.html' : 'index.html';
  // `serve: false`: the one route below sends every file. Serving them itself, the plugin would
  // walk the folder and add a route per built file (hundreds, with the .br/.gz beside each), which
  // was a tenth of a restart.
  await app.register(fastifyStatic, {
    root: dist,
    serve: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName) => !hidden(pathName),
    setHeaders: (reply, file) => {
      reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : REVALIDATE);
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath.startsWith('/api/'))
      return reply.status(404).send(errorAnswer(404, `Not found: ${request.url}`));
    if (hidden(urlPath)) return reply.status(404).type('text/plain').send('Not found');
    const file = path.join(dist, urlPath);
    if (file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(dist, file));
    }
    // A missing asset (a name with an extension) is a 404, not the app shell.
    if (/\.[a-z0-9]+$/i.test(urlPath)) return reply.status(404).type('text/plain').send('Not found');
    return reply.type('text/html').sendFile(isSignInPath(urlPath) ? signInPage : 'index.html');
  });
}
