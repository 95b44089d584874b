import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageComposer } from './MessageComposer.tsx';
import { shown, t } from '../../stories/story-texts.tsx';

const meta = {
  component: MessageComposer,
  tags: ['autodocs'],
  args: {
    label: t('chat.composeLabel', { name: 'Anna' }),
    sendLabel: t('chat.send'),
    maxLength: 1000,
    counterLabel: (n: number, max: number) => `${n} / ${max}`,
    onSend: fn(),
    photoLabel: t('chat.sendPhoto', { count: 10 }),
    onPhoto: fn(),
    giftLabel: t('visitorActions.gift'),
    onGift: fn(),
  },
} satisfies Meta<typeof MessageComposer>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: shown(t('chat.composeLabel', { name: 'Anna' })) }),
      'Hello!{Enter}',
    );
    await expect(args.onSend).toHaveBeenCalledWith('Hello!');
  },
};
export const ShortLimit: Story = { args: { maxLength: 20 } };
export const NoCredits: Story = {
  args: {
    disabledReason: t('chat.noCredits', { count: 10 }),
    children: <a href="#credits">{t('chat.buyCredits')}</a>,
  },
};
/** Issue 22: the price of the next message, under the send button, before sending. */
export const WithPrice: Story = { args: { price: 'Next message: 1 credit (€0.75)' } };
