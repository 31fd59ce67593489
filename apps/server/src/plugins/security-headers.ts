// Security headers on the app and the API (issue 7): a Content-Security-Policy the built app passes,
// no framing, no referrer beyond the origin, nosniff; HSTS only when the request came over HTTPS,
// so a plain-HTTP install on a LAN is not told to demand HTTPS it does not have.
import type { IncomingMessage, ServerResponse } from 'node:http';
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

/**
 * The headers helmet sets. They are the same on every answer (no per-request nonce), so helmet runs
 * once at start against a recorder and each request copies the list: running its dozen middlewares
 * per request was ~2 % of a list request's CPU.
 */
export function securityHeaders(config: Pick<Config, 'publicUrl'>): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
