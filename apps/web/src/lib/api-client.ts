// Every call goes through here: cookies sent, JSON `{ data, message }` unwrapped, errors thrown as
// ApiError with the server's message, and a 401 (except the session check) sends the browser to /login.
// A call that never reached the server (offline, server down, a proxy answering for it) throws an
// ApiError with status 0 and words a user understands, never the browser's "Failed to fetch".
// A call that index.html's early script already started takes its answer (lib/early.ts).
import { takeEarly } from './early';

export const UNREACHABLE_MESSAGE =
  'The server cannot be reached. Check your connection and try again; nothing you typed is lost.';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
  }

  /** The request never got an answer from the app server: trying again later may work. */
  get unreachable() {
    return this.status === 0;
  }
}

/** A proxy's answer for a server that is down or restarting; the app itself never sends these bare. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

export interface ApiResult<T> {
  data: T;
  message: string;
}

export const API_ROOT = '/api/v1';
const SESSION_CHECK = '/users/is-auth';

/** Replaced in tests; the shell sets it to a router navigation. */
export let onUnauthorized: () => void = () => {
  if (!window.location.pathname.startsWith('/login')) window.location.assign('/login');
};
export const setOnUnauthorized = (handler: () => void) => {
  onUnauthorized = handler;
};

export async function api<T = unknown>(
  path: string,
  options: { method?: string; body?: unknown; query?: Record<string, unknown> } = {},
): Promise<ApiResult<T>> {
  const url = new URL(`${API_ROOT}${path.startsWith('/') ? path : `/${path}`}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const isForm = options.body instanceof FormData;
  const method = options.method ?? 'GET';
  const body =
    options.body === undefined
      ? undefined
      : isForm
        ? (options.body as FormData)
        : JSON.stringify(options.body);
  const early = isForm ? undefined : takeEarly(method, url.pathname + url.search, body as string | undefined);
  let response: Response;
  try {
    response = await (early ??
      fetch(url.pathname + url.search, {
        method,
        credentials: 'include',
        headers: options.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
        body,
      }));
  } catch {
    // fetch rejects only when no answer came at all (its TypeError reads "Failed to fetch").
    throw new ApiError(0, UNREACHABLE_MESSAGE);
  }
  const payload = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401 && !path.startsWith(SESSION_CHECK)) onUnauthorized();
    // Not the app's JSON: a proxy (or the dev server) answered because the app server did not.
    if (!payload && GATEWAY_STATUSES.has(response.status)) throw new ApiError(0, UNREACHABLE_MESSAGE);
    throw new ApiError(response.status, payload?.message || FALLBACK_MESSAGE, payload?.errors);
  }
  return (payload ?? { message: response.statusText }) as ApiResult<T>;
}

export const apiGet = <T>(path: string, query?: Record<string, unknown>) => api<T>(path, { query });
export const apiPost = <T>(path: string, body?: unknown, query?: Record<string, unknown>) =>
  api<T>(path, { method: 'POST', body, query });
export const apiPut = <T>(path: string, body?: unknown) => api<T>(path, { method: 'PUT', body });
export const apiDelete = <T>(path: string) => api<T>(path, { method: 'DELETE' });

/** The error text to show for a failed call. */
export const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE;

/** True when the call failed for want of a server, so the same call may be offered again. */
export const isUnreachable = (error: unknown) => error instanceof ApiError && error.unreachable;
