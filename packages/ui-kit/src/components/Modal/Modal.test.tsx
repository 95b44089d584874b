import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.tsx';

describe('Modal', () => {
  it('is a dialog named by its title', () => {
    render(
      <Modal open title="Adults only">
        <p>Content</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Adults only' })).toBeInTheDocument();
  });

  it('closes with its button and with Escape when dismissible', async () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Welcome" onClose={onClose} closeLabel="Close">
        <p>Hi</p>
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed by Escape or the backdrop when not dismissible', () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Signing up" dismissible={false} onClose={onClose} closeLabel="Close">
        <p>Step 1</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('renders nothing when closed', () => {
    render(
      <Modal open={false} title="Hidden">
        <p>x</p>
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
