// Security headers on the app and the API (issue 7): a Content-Security-Policy the built app passes,
// no framing, no referrer beyond the origin, nosniff; HSTS only when the request came over HTTPS,
// so a plain-HTTP install on a LAN is not told to demand HTTPS it does not have.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The policy the React + MUI app runs under. */
export function cspDirectives(config: Pick<Config, 'publicUrl'>) {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'"],
    // Emotion (MUI) writes <style> elements and style attributes at run time; without a per-request
    // nonce threaded into the served index.html these need 'unsafe-inline' (styles only, not scripts).
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Avatars and previews are blob:/data: URLs made in the browser; fonts are bundled.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // Upgrading only makes sense where the app is served over HTTPS.
    upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  // helmet's middleware is built once here. @fastify/helmet rebuilt it (and parsed the CSP) on every
  // request, which cost more CPU than the rest of the header work together (docs/performance.md).
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // Sent below, per request, when the connection (or a trusted proxy) says HTTPS.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The app loads nothing cross-origin; COEP would only block a future avatar on S3.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
