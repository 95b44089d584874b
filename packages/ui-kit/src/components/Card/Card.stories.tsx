import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card.tsx';

const meta = {
  component: Card,
  tags: ['autodocs'],
  args: { children: 'A card groups one thing.' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Full: Story = {};
export const Narrow: Story = { args: { width: 'narrow' } };
