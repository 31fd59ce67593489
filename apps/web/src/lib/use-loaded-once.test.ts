// Content below a loading table appears once the table's answer has arrived, and stays when the
// table loads again (a refetch, another year), so it neither jumps nor flickers.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoadedOnce } from './use-loaded-once';

describe('useLoadedOnce', () => {
  it('is false until the first arrival, then stays true', () => {
    const { result, rerender } = renderHook(({ loaded }) => useLoadedOnce(loaded), {
      initialProps: { loaded: false },
    });
    expect(result.current).toBe(false);
    rerender({ loaded: true });
    expect(result.current).toBe(true);
    rerender({ loaded: false });
    expect(result.current).toBe(true);
  });
});
