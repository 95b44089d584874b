import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from './LoadingBar.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LoadingBar', () => {
  it('does not appear for loads shorter than the throttle', () => {
    const { rerender } = render(<LoadingBar active label="Loading" />);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<LoadingBar active={false} label="Loading" />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('appears after 200 ms, completes when loading ends, then goes away', () => {
    const { rerender } = render(<LoadingBar active label="Loading" />);
    act(() => vi.advanceTimersByTime(200));
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).toHaveAttribute('data-state', 'running');
    rerender(<LoadingBar active={false} label="Loading" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'done');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
