import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.tsx';

const meta = { component: Skeleton, tags: ['autodocs'], args: { label: 'Loading members' } } satisfies Meta<
  typeof Skeleton
>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Text: Story = {};
export const Circle: Story = { args: { shape: 'circle' } };
export const Rect: Story = { args: { shape: 'rect', height: '200px' } };
