import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No members match your search', description: 'Try a wider age range or another country.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const WithAction: Story = { args: { action: <Button href="#reset">Clear filters</Button> } };
