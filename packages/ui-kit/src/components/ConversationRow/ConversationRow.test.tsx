import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConversationList, ConversationRow } from './ConversationRow.tsx';

const base = {
  href: '/chats/7',
  name: 'Anna',
  preview: 'See you Friday',
  time: { text: '14:05', dateTime: '2026-11-22T14:05:00Z' },
  unreadLabel: '120 unread messages',
  removeLabel: 'Remove the chat with Anna',
};

describe('ConversationRow', () => {
  it('links to the conversation, shows the last message, its time and 99+ unread', () => {
    render(
      <ConversationList label="Chats">
        <ConversationRow {...base} unread={120} onRemove={() => {}} />
      </ConversationList>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/chats/7');
    expect(screen.getByRole('link')).toHaveTextContent('See you Friday');
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('120 unread messages')).toBeInTheDocument();
    expect(screen.getByText('14:05')).toHaveAttribute('datetime', base.time.dateTime);
  });

  it('calls onRemove from its labelled button', () => {
    const onRemove = vi.fn();
    render(<ConversationRow {...base} unread={0} onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the chat with Anna' }));
    expect(onRemove).toHaveBeenCalledOnce();
    expect(screen.queryByText('99+')).toBeNull();
  });
});
