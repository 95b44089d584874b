import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from './Container.tsx';

const meta = {
  component: Container,
  tags: ['autodocs'],
  args: { children: 'Content keeps a readable width on wide screens.' },
} satisfies Meta<typeof Container>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
