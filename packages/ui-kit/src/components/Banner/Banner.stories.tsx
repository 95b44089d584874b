import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Banner } from './Banner.tsx';

const meta = {
  component: Banner,
  tags: ['autodocs'],
  args: {
    children: 'Welcome bonus: 25 % off your first credits for 3:59:12',
    action: (
      <Button href="#credits" size="small" variant="soft">
        Buy credits
      </Button>
    ),
  },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Accent: Story = {};
export const Warning: Story = { args: { tone: 'warning', children: 'You have 3 credits left.' } };
export const Dismissible: Story = {
  args: { onDismiss: fn(), dismissLabel: 'Hide', children: 'It is a match with Anna!', action: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hide' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};
