import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useThrottledClick } from './use-throttled-click';

describe('useThrottledClick', () => {
  it('runs the first click and ignores clicks within the window', () => {
    let time = 10_000;
    const handler = vi.fn();
    const { result } = renderHook(() => useThrottledClick(handler, 1000, () => time));

    result.current('first');
    time += 300;
    result.current('second');
    time += 699;
    result.current('third');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith('first');

    time += 1; // 1000 ms after the first click
    result.current('fourth');
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler).toHaveBeenLastCalledWith('fourth');
  });

  it('measures the window from the last click that ran, across re-renders', () => {
    let time = 0;
    const handler = vi.fn();
    const { result, rerender } = renderHook(() =>
      useThrottledClick(
        () => handler(),
        1000,
        () => time,
      ),
    );
    result.current();
    rerender();
    time = 500;
    result.current();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
