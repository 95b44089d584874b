import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Alert } from './Alert.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: Alert,
  tags: ['autodocs'],
  args: { children: t('signup.complete.title') },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Info: Story = {};
export const Positive: Story = { args: { tone: 'positive', children: t('profile.saved') } };
export const Warning: Story = { args: { tone: 'warning' } };
export const Critical: Story = {
  args: { tone: 'critical', role: 'alert', children: t('errors.login_failed') },
};
export const Dismissible: Story = { args: { onDismiss: fn(), dismissLabel: t('activation.close') } };
