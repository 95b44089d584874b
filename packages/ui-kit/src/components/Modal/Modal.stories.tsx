import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Modal } from './Modal.tsx';

const meta = {
  component: Modal,
  tags: ['autodocs'],
  args: {
    open: true,
    title: 'Adults only',
    closeLabel: 'Close',
    onClose: fn(),
    children: (
      <>
        <p>This site contains adult content and is only for people aged 18 or over.</p>
        <p style={{ marginTop: 16 }}>
          <Button>I am 18 or older – enter</Button>
        </p>
      </>
    ),
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dismissible: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Adults only' });
    await expect(dialog).toBeVisible();
  },
};
export const NotDismissible: Story = { args: { dismissible: false, title: 'Signing up' } };
