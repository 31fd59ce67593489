// Errors a service throws to answer with a status and the spec's message.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
    /** Headers the answer carries, e.g. Retry-After of a 429. */
    readonly headers?: Record<string, string>,
    /** A code the web acts on (e.g. two_factor_setup_required), beside the message. */
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, path?: string) =>
  new HttpError(400, message, path ? [{ path, message }] : undefined);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooMany = (message: string) => new HttpError(429, message);

/**
 * Every update names the version it changes (the row's updated_at as loaded): without it, the last
 * of two concurrent saves silently overwrote the first (issue 7), for API clients too.
 */
export function requireVersion(updatedAt: string | null | undefined, message: string): string {
  if (!updatedAt) throw badRequest(message, 'updated_at');
  return updatedAt;
}
