import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown.tsx';

const label = ({ hours, minutes, seconds }: { hours: number; minutes: number; seconds: number }) =>
  `${hours} h ${minutes} min ${seconds} s left`;

describe('Countdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('shows the time left as h:m:s with a spoken label', () => {
    render(<Countdown endsAt={14_399_000} label={label} />);
    const timer = screen.getByRole('timer', { name: '3 h 59 min 59 s left' });
    expect(timer).toHaveTextContent('03:59:59');
  });

  it('ticks every second', () => {
    render(<Countdown endsAt={5_000} label={label} />);
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:03');
  });

  it('calls onEnd once when it reaches zero and stays at zero', () => {
    const onEnd = vi.fn();
    render(<Countdown endsAt={2_000} label={label} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onEnd).toHaveBeenCalledOnce();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
  });
});
