import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileInput } from './FileInput.tsx';

const meta = {
  component: FileInput,
  tags: ['autodocs'],
  args: {
    label: 'Your profile photo',
    hint: 'A clear photo of your face: JPEG, PNG or WebP, up to 10 MB.',
    name: 'photo',
    accept: 'image/*',
    chooseLabel: 'Choose a photo',
    emptyLabel: 'No photo chosen',
  },
} satisfies Meta<typeof FileInput>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Empty: Story = {};
export const WithError: Story = { args: { error: 'Choose a photo to upload.' } };
