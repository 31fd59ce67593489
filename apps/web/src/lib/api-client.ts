// Every call goes through here: cookies sent, JSON `{ data, message }` unwrapped, errors thrown as
// ApiError with the server's message, and a 401 (except the session check) sends the browser to /login.
// A call that index.html's early script already started takes its answer (lib/early.ts).
import { takeEarly } from './early';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

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
  const response = await (early ??
    fetch(url.pathname + url.search, {
      method,
      credentials: 'include',
      headers: options.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
      body,
    }));
  const payload = await response.json().catch(() => ({ message: response.statusText }));
  if (!response.ok) {
    if (response.status === 401 && !path.startsWith(SESSION_CHECK)) onUnauthorized();
    throw new ApiError(response.status, payload?.message ?? 'Something went wrong', payload?.errors);
  }
  return payload as ApiResult<T>;
}

export const apiGet = <T>(path: string, query?: Record<string, unknown>) => api<T>(path, { query });
export const apiPost = <T>(path: string, body?: unknown, query?: Record<string, unknown>) =>
  api<T>(path, { method: 'POST', body, query });
export const apiPut = <T>(path: string, body?: unknown) => api<T>(path, { method: 'PUT', body });
export const apiDelete = <T>(path: string) => api<T>(path, { method: 'DELETE' });

/** The error text to show for a failed call. */
export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';
