import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatBubble } from './ChatBubble.tsx';

const at = { time: '14:05', dateTime: '2026-11-22T14:05:00Z' };

describe('ChatBubble', () => {
  it('shows a text message with its time', () => {
    render(<ChatBubble own={false} content={{ kind: 'text', text: 'Hi there!' }} {...at} />);
    expect(screen.getByText('Hi there!')).toBeInTheDocument();
    expect(screen.getByText('14:05')).toHaveAttribute('datetime', '2026-11-22T14:05:00Z');
  });

  it('shows a photo with its description and a gift with its name', () => {
    const { rerender } = render(
      <ChatBubble own content={{ kind: 'photo', src: '/p.webp', alt: 'Photo from Anna' }} {...at} />,
    );
    expect(screen.getByRole('img', { name: 'Photo from Anna' })).toBeInTheDocument();
    rerender(<ChatBubble own content={{ kind: 'gift', gift: 'rose', name: 'A red rose' }} {...at} />);
    expect(screen.getByRole('figure')).toHaveTextContent('A red rose');
  });

  it('shows the status of an own message', () => {
    render(
      <ChatBubble
        own
        content={{ kind: 'text', text: 'Hello' }}
        {...at}
        status="Held until you confirm your e-mail"
      />,
    );
    expect(screen.getByText(/Held until you confirm your e-mail/)).toBeInTheDocument();
  });
});
