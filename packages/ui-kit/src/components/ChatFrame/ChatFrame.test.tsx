import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatFrame } from './ChatFrame.tsx';

describe('ChatFrame', () => {
  it('names the conversation, shows the messages as a log and the typing line politely', () => {
    render(
      <ChatFrame
        title="Anna"
        logLabel="Messages with Anna"
        typing="Anna is typing…"
        composer={<form aria-label="Write" />}
      >
        <p>Hello</p>
      </ChatFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Anna' })).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Messages with Anna' })).toHaveTextContent('Hello');
    expect(screen.getByText('Anna is typing…')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('form', { name: 'Write' })).toBeInTheDocument();
  });

  it('puts the mark in the header beside the title, outside the part a long name may cut off', () => {
    render(
      <ChatFrame
        title="Anna"
        logLabel="Messages with Anna"
        mark={<span role="img" aria-label="Fictional profile" />}
        composer={<form aria-label="Write" />}
      >
        <p>Hello</p>
      </ChatFrame>,
    );
    const mark = screen.getByRole('img', { name: 'Fictional profile' });
    expect(screen.getByRole('banner')).toContainElement(mark);
    expect(screen.getByRole('heading', { level: 1 })).not.toContainElement(mark);
  });
});
