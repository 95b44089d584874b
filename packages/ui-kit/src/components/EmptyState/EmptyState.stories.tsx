import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: t('members.emptyTitle'), description: t('members.emptyText') },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const WithAction: Story = { args: { action: <Button href="#reset">{t('members.filters')}</Button> } };
