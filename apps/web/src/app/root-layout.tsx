import { Outlet, ScrollRestoration } from 'react-router';
import { PageTitle } from './page-title';

export function RootLayout() {
  return (
    <>
      <PageTitle />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
