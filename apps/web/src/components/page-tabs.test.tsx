// The page tabs: links in a tab list, the current one selected, the ones without a target disabled,
// and the arrow keys, Home and End moving between the tabs that open.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageTabs } from './page-tabs';

const tabs = [
  { key: 'create', label: 'Create Position', to: '/positions/create' },
  { key: 'edit', label: 'Edit Position' },
  { key: 'view', label: 'View Position', to: '/positions/view/7' },
  { key: 'list', label: 'Positions', to: '/positions' },
];

function renderTabs(value: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <PageTabs tabs={tabs} value={value} label="Positions" /> }],
    { initialEntries: ['/positions'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('PageTabs', () => {
  it('marks the current tab, disables a tab without a target and links the others', () => {
    renderTabs('list');
    expect(screen.getByRole('tablist', { name: 'Positions' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Positions', selected: true })).toHaveAttribute(
      'href',
      '/positions',
    );
    expect(screen.getByRole('tab', { name: 'Edit Position' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('tab', { name: 'View Position', selected: false })).toHaveAttribute(
      'href',
      '/positions/view/7',
    );
  });

  it('lets the Tab key reach the current tab only, and the arrows, Home and End move past disabled ones', async () => {
    renderTabs('create');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Create Position' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'View Position' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Positions' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Create Position' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Positions' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Create Position' })).toHaveFocus();
  });

  it('opens a tab by its link', async () => {
    const router = renderTabs('list');
    await userEvent.click(screen.getByRole('tab', { name: 'View Position' }));
    expect(router.state.location.pathname).toBe('/positions/view/7');
  });
});
