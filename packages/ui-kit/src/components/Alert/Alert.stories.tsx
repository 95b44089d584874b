import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Alert } from './Alert.tsx';

const meta = {
  component: Alert,
  tags: ['autodocs'],
  args: { children: 'Please confirm your e-mail address.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Info: Story = {};
export const Positive: Story = { args: { tone: 'positive', children: 'Your changes are saved.' } };
export const Warning: Story = { args: { tone: 'warning' } };
export const Critical: Story = {
  args: { tone: 'critical', role: 'alert', children: 'Login failed, please try again.' },
};
export const Dismissible: Story = { args: { onDismiss: fn(), dismissLabel: 'Close message' } };
