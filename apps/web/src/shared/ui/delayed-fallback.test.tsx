import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DelayedFallback } from './delayed-fallback';

describe('DelayedFallback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing for the first 200 ms, then 加载中 and 正在为您准备内容', () => {
    const { container } = render(<DelayedFallback />);
    expect(container).toBeEmptyDOMElement();

    act(() => vi.advanceTimersByTime(199));
    expect(container).toBeEmptyDOMElement();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(screen.getByText('正在为您准备内容')).toBeInTheDocument();
  });
});
