import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileInput } from './FileInput.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: FileInput,
  tags: ['autodocs'],
  args: {
    label: t('signup.photo.title'),
    hint: t('signup.photo.intro'),
    name: 'photo',
    accept: 'image/*',
    chooseLabel: t('photoPicker.choose'),
    emptyLabel: t('photoPicker.none'),
  },
} satisfies Meta<typeof FileInput>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Empty: Story = {};
export const WithError: Story = { args: { error: 'Choose a photo to upload.' } };
