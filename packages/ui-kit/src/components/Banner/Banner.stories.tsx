import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Banner } from './Banner.tsx';
import { shown, t } from '../../stories/story-texts.tsx';

const meta = {
  component: Banner,
  tags: ['autodocs'],
  args: {
    children: 'Welcome bonus: 25 % off your first credits for 3:59:12',
    action: (
      <Button href="#credits" size="small" variant="soft">
        {t('chat.buyCredits')}
      </Button>
    ),
  },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Accent: Story = {};
export const Warning: Story = { args: { tone: 'warning', children: t('nav.lowCredits') } };
export const Dismissible: Story = {
  args: {
    onDismiss: fn(),
    dismissLabel: t('activation.dismiss'),
    children: t('likes.matchText', { name: 'Anna' }),
    action: undefined,
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: shown(t('activation.dismiss')) }),
    );
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};
