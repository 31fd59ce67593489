// A sideways-scrolling table is a named region a keyboard reaches only while it overflows, and the
// theme's status colours read at least 4.5:1 where chips and status text sit.
import { getContrastRatio } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { ScrollRegion } from './scroll-region';

let resize: () => void = () => {};
class FakeResizeObserver {
  constructor(callback: () => void) {
    resize = callback;
  }
  observe() {}
  disconnect() {}
}

afterEach(() => vi.unstubAllGlobals());

function widths(box: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('ScrollRegion', () => {
  it('is a focusable, named region only while its content is wider than it', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    render(
      <ScrollRegion label="Invoices">
        <table aria-label="Invoices" />
      </ScrollRegion>,
    );
    const box = screen.getByRole('table').parentElement!;
    expect(screen.queryByRole('region')).toBeNull();
    expect(box).not.toHaveAttribute('tabindex');

    widths(box, 1180, 990);
    act(() => resize());
    const region = screen.getByRole('region', { name: 'Invoices, scrolls sideways' });
    expect(region).toBe(box);
    expect(region).toHaveAttribute('tabindex', '0');

    widths(box, 990, 990);
    act(() => resize());
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('theme status colours', () => {
  it('read at least 4.5:1 on white and on a hovered row, and carry white text when filled', () => {
    for (const name of ['info', 'success', 'warning', 'error', 'secondary'] as const) {
      const main = theme.palette[name].main;
      expect(getContrastRatio(main, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(main, '#f5f5f5'), name).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(main, theme.palette[name].contrastText), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
