import { parseWithoutEval } from '@staffdesk/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';

// Before any form parses (docs/architecture.md "Security": the CSP allows no eval).
parseWithoutEval();

// The router (ranking ~150 routes, starting the first navigation) in a task of its own: on a phone
// the modules' evaluation and the router together were the first load's longest task
// (docs/performance.md, 2026-11-28).
setTimeout(() => {
  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
