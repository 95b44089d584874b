import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination.tsx';

const meta = {
  component: Pagination,
  tags: ['autodocs'],
  args: {
    page: 5,
    pageCount: 12,
    hrefFor: (n: number) => `#page-${n}`,
    labels: { nav: 'Pages', previous: 'Previous page', next: 'Next page', page: (n: number) => `Page ${n}` },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Middle: Story = {};
export const First: Story = { args: { page: 1 } };
export const Last: Story = { args: { page: 12 } };
export const Short: Story = { args: { page: 2, pageCount: 3 } };
