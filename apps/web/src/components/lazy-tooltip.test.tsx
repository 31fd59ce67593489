import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyTooltip } from './lazy-tooltip';

describe('LazyTooltip', () => {
  it('loads on first pointing, keeps the click of that button, then shows the tooltips', async () => {
    const onDelete = vi.fn();
    render(
      <>
        <LazyTooltip title="Delete report">
          <button type="button" aria-label="Delete report" onClick={onDelete}>
            x
          </button>
        </LazyTooltip>
        <LazyTooltip title="Edit report">
          <button type="button" aria-label="Edit report">
            e
          </button>
        </LazyTooltip>
      </>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    // The first tap loads the tooltip's code and still counts as a click of the same button.
    await userEvent.click(screen.getByRole('button', { name: 'Delete report' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await userEvent.unhover(screen.getByRole('button', { name: 'Delete report' }));
    // The code has arrived (the same module the component asked for).
    await act(() => import('@mui/material/Tooltip'));

    await userEvent.hover(screen.getByRole('button', { name: 'Edit report' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit report');
    await userEvent.unhover(screen.getByRole('button', { name: 'Edit report' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
