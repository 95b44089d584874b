import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select.tsx';

const meta = {
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Gender',
    name: 'gender',
    options: [
      { value: '', label: 'Everyone' },
      { value: 'female', label: 'Women' },
      { value: 'male', label: 'Men' },
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const WithError: Story = { args: { error: 'This choice is not available.' } };
