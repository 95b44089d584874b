import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { shown, t } from '../../stories/story-texts.tsx';

const meta = { component: Button, tags: ['autodocs'], args: { children: t('home.browse') } } satisfies Meta<
  typeof Button
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: shown(t('home.browse')) });
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};
export const Soft: Story = { args: { variant: 'soft' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Critical: Story = { args: { variant: 'critical', children: t('photos.delete') } };
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };
export const Loading: Story = { args: { loading: true } };
export const AsLink: Story = { args: { href: '#members' } };
/** Not available yet (a form waiting for a required choice). */
export const Disabled: Story = { args: { disabled: true } };
export const DisabledSoft: Story = { args: { disabled: true, variant: 'soft' } };
