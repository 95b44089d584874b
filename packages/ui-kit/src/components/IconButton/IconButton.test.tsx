import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('is named by its label, not by the icon', () => {
    render(<IconButton icon="heart" label="Like Anna" />);
    expect(screen.getByRole('button', { name: 'Like Anna' })).toBeInTheDocument();
  });

  it('responds to Enter and Space', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="send" label="Send" onClick={onClick} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="send" label="Send" disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
