import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InterestChip } from './InterestChip.tsx';

describe('InterestChip', () => {
  it('shows the label with a decorative SVG icon, never an emoji a system may lack', () => {
    const { container } = render(<InterestChip label="Beach" slug="beach" />);
    const chip = screen.getByText('Beach');
    expect(chip.textContent).toBe('Beach');
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon?.getAttribute('class')).toContain('lucide-tree-palm');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a star for an interest it does not know', () => {
    const { container } = render(<InterestChip label="Knitting" slug="knitting" />);
    expect(container.querySelector('svg')?.getAttribute('class')).toContain('lucide-star');
  });

  it('is a toggle button when editable', async () => {
    const onToggle = vi.fn();
    render(<InterestChip label="Travelling" slug="travelling" onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Travelling' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledWith(true);
  });

  it('reports unselecting a selected chip, from the keyboard too', async () => {
    const onToggle = vi.fn();
    render(<InterestChip label="Music" slug="music" selected onToggle={onToggle} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledWith(false);
  });
});
