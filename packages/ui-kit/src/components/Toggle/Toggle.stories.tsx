import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Toggle, type ToggleProps } from './Toggle.tsx';
import { shown, t } from '../../stories/story-texts.tsx';

function Stateful(props: Omit<ToggleProps, 'onChange'>) {
  const [on, setOn] = useState(props.checked);
  return <Toggle {...props} checked={on} onChange={setOn} />;
}

const meta = {
  component: Toggle,
  tags: ['autodocs'],
  args: { label: t('notifications.keys.new_messages.label'), checked: false, onChange: () => {} },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Toggle>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const sw = within(canvasElement).getByRole('switch', {
      name: shown(t('notifications.keys.new_messages.label')),
    });
    await userEvent.click(sw);
    await expect(sw).toHaveAttribute('aria-checked', 'true');
  },
};
export const On: Story = { args: { checked: true } };
export const WithHint: Story = { args: { hint: 'An e-mail when someone writes to you' } };
export const Disabled: Story = { args: { disabled: true } };
