import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';
import { shown, t } from '../../stories/story-texts.tsx';

const meta = {
  component: TextArea,
  tags: ['autodocs'],
  args: { label: t('profile.aboutMe'), name: 'about_me' },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: shown(t('profile.aboutMe')) });
    await userEvent.type(box, 'Hello');
    await expect(box).toHaveValue('Hello');
  },
};
export const WithHint: Story = { args: { hint: 'Up to 2000 characters' } };
export const WithError: Story = {
  args: { error: t('fieldErrors.too_long'), defaultValue: 'A very long text' },
};
