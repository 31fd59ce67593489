// Lists whose bare address (no filter, page 1) index.html's early script asks for at once
// (early-start.js, built by vite.config.ts): the call exactly as the page makes it, and the page's
// module, whose chunks it preloads. src/lib/early.test.ts checks the calls against the pages' own.
export const EARLY_PAGES: { path: string; request: [string, string, string]; module: string }[] = [
  {
    path: '/positions',
    request: ['POST', '/api/v1/filters/positions?skip=0&limit=10', '{}'],
    module: 'src/features/positions/routes/positions-list-page.tsx',
  },
  {
    path: '/applicants',
    request: ['POST', '/api/v1/filters/applicants?skip=0&limit=10', '{}'],
    module: 'src/features/applicants/routes/applicants-list-page.tsx',
  },
];

/** Always preloaded: every signed-in page draws the shell. */
export const SHELL_MODULE = 'src/app/shell/shell-route.tsx';
