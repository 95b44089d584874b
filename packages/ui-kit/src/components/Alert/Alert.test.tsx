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

  it('has no close button when it cannot be dismissed', () => {
    render(<Alert>Info</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
