import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InterestChip } from './InterestChip.tsx';

describe('InterestChip', () => {
  it('shows the label with a decorative icon', () => {
    render(<InterestChip label="Beach" icon="🏖️" />);
    expect(screen.getByText('Beach')).toBeInTheDocument();
    expect(screen.getByText('🏖️')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is a toggle button when editable', async () => {
    const onToggle = vi.fn();
    render(<InterestChip label="Travelling" icon="✈️" onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Travelling' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledWith(true);
  });

  it('reports unselecting a selected chip, from the keyboard too', async () => {
    const onToggle = vi.fn();
    render(<InterestChip label="Music" icon="🎵" selected onToggle={onToggle} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledWith(false);
  });
});
