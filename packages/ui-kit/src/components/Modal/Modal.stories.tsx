import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Modal } from './Modal.tsx';
import { shown, t } from '../../stories/story-texts.tsx';

const meta = {
  component: Modal,
  tags: ['autodocs'],
  args: {
    open: true,
    title: t('entryWarning.title'),
    closeLabel: t('activation.close'),
    onClose: fn(),
    children: (
      <>
        <p>{t('entryWarning.text', { minAge: 18 })}</p>
        <p style={{ marginTop: 16 }}>
          <Button>{t('entryWarning.enter', { minAge: 18 })}</Button>
        </p>
      </>
    ),
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dismissible: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: shown(t('entryWarning.title')),
    });
    await expect(dialog).toBeVisible();
  },
};
export const NotDismissible: Story = { args: { dismissible: false, title: t('signup.title') } };
/** Longer than the screen: the dialog scrolls inside, its title and close button stay reachable. */
export const Long: Story = {
  args: {
    title: t('account.data.title'),
    children: (
      <>
        {['account', 'profile', 'photos', 'messages', 'likes', 'payments', 'consents'].map((part) => (
          <p key={part} style={{ marginBottom: 16 }}>
            {t(`account.data.contents.${part}`)}
          </p>
        ))}
        <Button>{t('activation.close')}</Button>
      </>
    ),
  },
};
