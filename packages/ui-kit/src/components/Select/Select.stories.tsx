import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: Select,
  tags: ['autodocs'],
  args: {
    label: t('members.gender'),
    name: 'gender',
    options: [
      { value: '', label: 'Everyone' },
      { value: 'female', label: t('gender.female') },
      { value: 'male', label: t('gender.male') },
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const WithError: Story = { args: { error: t('fieldErrors.unsupported') } };
