import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './MessageComposer.tsx';

const base = {
  label: 'Message to Anna',
  sendLabel: 'Send',
  maxLength: 10,
  counterLabel: (n: number, max: number) => `${n} / ${max}`,
};

describe('MessageComposer', () => {
  it('counts characters as the domain does and sends with Enter', async () => {
    const onSend = vi.fn();
    render(<MessageComposer {...base} onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message to Anna' });
    await userEvent.type(box, 'Hi 👋');
    expect(box).toHaveAccessibleDescription('4 / 10');
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hi 👋');
    expect(box).toHaveValue('');
  });

  it('shows the price of the next message beside the send button and reads it with it', () => {
    render(<MessageComposer {...base} price="Next message: 1 credit (€0.75)" />);
    expect(screen.getByText('Next message: 1 credit (€0.75)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAccessibleDescription(
      'Next message: 1 credit (€0.75)',
    );
  });

  it('starts a new line with Shift+Enter', async () => {
    const onSend = vi.fn();
    render(<MessageComposer {...base} onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox'), 'a{Shift>}{Enter}{/Shift}b');
    expect(screen.getByRole('textbox')).toHaveValue('a\nb');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('cannot send empty or over-long text', async () => {
    render(<MessageComposer {...base} onSend={vi.fn()} />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox'), 'This is far too long');
    expect(send).toBeDisabled();
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says why sending is blocked and offers the way out', () => {
    render(
      <MessageComposer {...base} onSend={vi.fn()} disabledReason="You need credits to send messages.">
        <a href="/credits">Buy credits</a>
      </MessageComposer>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('You need credits to send messages.');
    expect(screen.getByRole('link', { name: 'Buy credits' })).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toBeDisabled();
  });

  it('offers photo and gift buttons when given', async () => {
    const onGift = vi.fn();
    render(
      <MessageComposer
        {...base}
        onSend={vi.fn()}
        giftLabel="Send a gift"
        onGift={onGift}
        photoLabel="Send a photo"
        onPhoto={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send a gift' }));
    expect(onGift).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Send a photo' })).toBeInTheDocument();
  });
});
