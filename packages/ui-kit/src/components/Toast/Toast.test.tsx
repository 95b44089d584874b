import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toast, ToastRegion } from './Toast.tsx';

describe('Toast', () => {
  it('waits politely, or interrupts when critical', () => {
    const { rerender } = render(<Toast>Saved</Toast>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    rerender(<Toast tone="critical">Sending failed</Toast>);
    expect(screen.getByRole('alert')).toHaveTextContent('Sending failed');
  });

  it('closes with its labelled button', async () => {
    const onDismiss = vi.fn();
    render(
      <Toast onDismiss={onDismiss} dismissLabel="Close">
        Saved
      </Toast>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('hides itself after autoHideMs', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <Toast onDismiss={onDismiss} autoHideMs={4000}>
        Saved
      </Toast>,
    );
    act(() => vi.advanceTimersByTime(3999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('sits in a labelled region', () => {
    render(
      <ToastRegion label="Notifications">
        <Toast>Saved</Toast>
      </ToastRegion>,
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(
      screen.getByRole('status'),
    );
  });
});
