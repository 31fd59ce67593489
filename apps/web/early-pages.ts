// Lists whose bare address (no filter, page 1) index.html's early script asks for at once
// (early-start.js, built by vite.config.ts): the call exactly as the page makes it (method, path
// with query, JSON body). src/lib/early.test.ts checks them against the pages' own calls.
export const EARLY_PAGES: { path: string; request: [string, string, string] }[] = [
  {
    path: '/positions',
    request: ['POST', '/api/v1/filters/positions?skip=0&limit=10', '{}'],
  },
  {
    path: '/applicants',
    request: ['POST', '/api/v1/filters/applicants?skip=0&limit=10', '{}'],
  },
];
