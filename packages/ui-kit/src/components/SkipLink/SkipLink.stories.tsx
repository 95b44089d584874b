import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './SkipLink.tsx';

const meta = {
  component: SkipLink,
  tags: ['autodocs'],
  args: { href: '#main', children: 'Skip to content' },
} satisfies Meta<typeof SkipLink>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
