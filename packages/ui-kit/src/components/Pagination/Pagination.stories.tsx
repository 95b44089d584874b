import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: Pagination,
  tags: ['autodocs'],
  args: {
    page: 5,
    pageCount: 12,
    hrefFor: (n: number) => `#page-${n}`,
    labels: {
      nav: t('pagination.label'),
      previous: t('pagination.previous'),
      next: t('pagination.next'),
      page: (n: number) => `Page ${n}`,
    },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Middle: Story = {};
export const First: Story = { args: { page: 1 } };
export const Last: Story = { args: { page: 12 } };
export const Short: Story = { args: { page: 2, pageCount: 3 } };
