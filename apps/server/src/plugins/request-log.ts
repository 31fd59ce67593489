// What the request log records of a request. Links in e-mails carry one-time tokens
// (/reset-password?token=…, users/verify?token=…, users/reset-password?token=…); a log line that
// kept them would let anyone who reads the logs reset a password. Every `token` parameter is
// replaced before the line is written, wherever it appears.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

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

// ---------------------------------------------------------------- development console

/** The request as one short line: `GET /api/v1/leaves/3 200 12 ms`. */
export const requestLine = (request: FastifyRequest, status: number, ms: number) =>
  `${request.method} ${redactUrl(request.url)} ${status} ${Math.round(ms)} ms`;

/**
 * Development's request log: Fastify's two entries per request become one short line at debug level
 * (shown with LOG_LEVEL=debug), or at error level when the request failed.
 */
export class ShortRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = requestLine(request, reply.statusCode, reply.elapsedTime);
    if (error) reply.log.error({ err: error }, line);
    else request.log.debug(line);
  }
}

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 40: 'warning', 50: 'error', 60: 'fatal' };
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime']);

/**
 * A log entry as a person at the console reads it: the message, a level only when it is not plain
 * information, and the entry's short values (an error with its stack). Production keeps JSON lines.
 */
export function readableLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json);
  } catch {
    return json;
  }
  const level = LEVELS[entry.level as number];
  const facts: string[] = [];
  let stack = '';
  for (const [key, value] of Object.entries(entry)) {
    if (HIDDEN.has(key)) continue;
    if (key === 'err' && value && typeof value === 'object') {
      stack = String((value as { stack?: string }).stack ?? (value as { message?: string }).message ?? '');
    } else if (['string', 'number', 'boolean'].includes(typeof value) && String(value).length <= 120) {
      facts.push(`${key}: ${value}`);
    }
  }
  const text = [level ? `${level}: ` : '', entry.msg ?? '', facts.length ? ` (${facts.join(', ')})` : ''];
  return `  ${text.join('')}${stack ? `\n    ${stack.split('\n').join('\n    ')}` : ''}\n`;
}

export const readableLogStream = (out: { write(text: string): unknown } = process.stdout) => ({
  write: (line: string) => void out.write(readableLogLine(line)),
});
