import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert.tsx';

describe('Alert', () => {
  it('announces an error as an alert', () => {
    render(
      <Alert tone="critical" role="alert">
        Login failed, please try again.
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed, please try again.');
  });

  it('can be dismissed with its labelled close button', async () => {
    const onDismiss = vi.fn();
    render(
      <Alert onDismiss={onDismiss} dismissLabel="Close message">
        Add a photo
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('submits the given form from its close button, so dismissing works without JavaScript', async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <>
        <form id="dismiss-x" onSubmit={onSubmit} />
        <Alert dismissForm="dismiss-x" dismissLabel="Close message">
          Confirm your e-mail
        </Alert>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('has no close button when it cannot be dismissed', () => {
    render(<Alert>Info</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
