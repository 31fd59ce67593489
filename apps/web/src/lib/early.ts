// The calls index.html's early script started before the app arrived (apps/web/early-start.js):
// the first identical call adopts the answer instead of asking again. Only while the address is
// the one the page was loaded at: the router drops them on the first navigation (router.tsx).
type EarlyCalls = Map<string, Promise<Response>>;

const calls = () => (window as { __staffdeskEarly?: EarlyCalls }).__staffdeskEarly;

/** The early answer to this exact call (method, path with query, JSON body), once. */
export function takeEarly(method: string, url: string, body?: string): Promise<Response> | undefined {
  const early = calls();
  if (!early?.size) return undefined;
  const key = `${method} ${url} ${body ?? ''}`;
  const answer = early.get(key);
  early.delete(key);
  return answer;
}

export const dropEarly = () => calls()?.clear();
