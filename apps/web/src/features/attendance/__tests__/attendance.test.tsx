// /company/attendance (spec 001 §2: an empty placeholder): the page for the company area, the
// access-denied page for others.
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadRoutes, renderRoutes, superAdmin } from '../../../components/testing/render-app';
import { attendanceRoutes } from '../routes';

const routes = [{ path: '/', children: attendanceRoutes }];
const clientAdmin = {
  ...superAdmin,
  type_slug: 'client',
  role_slug: 'admin',
  company_id: 3,
} as typeof superAdmin;
const employee = { ...superAdmin, type_slug: 'employee', role_slug: 'employee' } as typeof superAdmin;

beforeAll(() => preloadRoutes(routes));

describe('company attendance', () => {
  it('is the empty Attendance page with its breadcrumb and a way to the leaves', async () => {
    renderRoutes(routes, { path: '/company/attendance', user: clientAdmin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Attendance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No attendance to show yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See your employees' leaves" })).toHaveAttribute(
      'href',
      '/company/leaves',
    );
  });

  it('is refused to a user without the company area', async () => {
    renderRoutes(routes, { path: '/company/attendance', user: employee });
    expect(await screen.findByText(/access/i)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Attendance' })).toBeNull();
  });
});
