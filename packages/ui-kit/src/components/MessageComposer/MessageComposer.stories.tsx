import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageComposer } from './MessageComposer.tsx';

const meta = {
  component: MessageComposer,
  tags: ['autodocs'],
  args: {
    label: 'Message to Anna',
    sendLabel: 'Send',
    maxLength: 1000,
    counterLabel: (n: number, max: number) => `${n} / ${max}`,
    onSend: fn(),
    photoLabel: 'Send a photo',
    onPhoto: fn(),
    giftLabel: 'Send a gift',
    onGift: fn(),
  },
} satisfies Meta<typeof MessageComposer>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message to Anna' }), 'Hello!{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hello!');
  },
};
export const ShortLimit: Story = { args: { maxLength: 20 } };
export const NoCredits: Story = {
  args: {
    disabledReason: 'You need credits to send messages.',
    children: <a href="#credits">Buy credits</a>,
  },
};
/** Issue 22: the price of the next message, under the send button, before sending. */
export const WithPrice: Story = { args: { price: 'Next message: 1 credit (€0.75)' } };
