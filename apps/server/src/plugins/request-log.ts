// What the request log records of a request. Links in e-mails carry one-time tokens
// (/reset-password?token=…, users/verify?token=…, users/reset-password?token=…); a log line that
// kept them would let anyone who reads the logs reset a password. Every `token` parameter is
// replaced before the line is written, wherever it appears.
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /([?&](?:token|code|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}
