import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Hero } from './Hero.tsx';

const meta = {
  component: Hero,
  tags: ['autodocs'],
  args: {
    title: 'Meet someone new',
    text: 'Browse real profiles near you, like who you like and start chatting.',
    actions: <Button href="#members">Browse members</Button>,
  },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const WithoutActions: Story = { args: { actions: undefined } };
