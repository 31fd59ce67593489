// Started before the app's script has arrived: an async classic script that the build writes
// beside index.html (vite.config.ts, earlyStart). It asks for the session and, on a list's bare
// address, for its first page, so neither waits for the app to download and evaluate. The app
// adopts an answer when it makes the same call (lib/early.ts). __PAGES__ is filled in by the
// build (early-pages.ts): { '/positions': [method, url, body] }.
(() => {
  const pages = __PAGES__;
  const early = new Map();
  window.__staffdeskEarly = early;
  const start = (method, url, body) => {
    const init = { method, credentials: 'include' };
    if (body !== undefined) {
      init.body = body;
      init.headers = { 'Content-Type': 'application/json' };
    }
    const answer = fetch(url, init);
    answer.catch(() => {}); // an answer nobody adopts is no unhandled error
    early.set(`${method} ${url} ${body ?? ''}`, answer);
  };
  start('GET', '/api/v1/users/is-auth');
  const page = location.search ? undefined : pages[location.pathname.replace(/\/$/, '')];
  if (page) start(...page);
})();
