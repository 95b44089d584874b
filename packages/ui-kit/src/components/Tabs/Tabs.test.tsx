import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs.tsx';

const items = [
  { id: 'received', label: 'Received', content: <p>Likes you received</p> },
  { id: 'sent', label: 'Sent', content: <p>Likes you sent</p> },
  { id: 'matches', label: 'Matches', content: <p>Your matches</p> },
];

describe('Tabs', () => {
  it('shows the first panel, labelled by its tab', () => {
    render(<Tabs label="Likes" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Likes' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Received' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Received' })).toHaveTextContent('Likes you received');
  });

  it('moves with the arrow keys, Home and End, wrapping around', async () => {
    render(<Tabs label="Likes" items={items} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sent' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Likes you sent');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Matches' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Received' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'Received' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps only the selected tab in the tab order and reports changes', async () => {
    const onChange = vi.fn();
    render(<Tabs label="Likes" items={items} onChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'Sent' })).toHaveAttribute('tabindex', '-1');
    await userEvent.click(screen.getByRole('tab', { name: 'Matches' }));
    expect(onChange).toHaveBeenCalledWith('matches');
  });
});
