import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { withRemix } from '../stories/remix-story.tsx';
import { CardPage } from './CardPage.tsx';

/** A page that is one narrow card under its heading (log in, reset the password, pay, confirm). */
function StoryCardPage({ long }: { long: boolean }) {
  const { t } = useTranslation();
  return (
    <CardPage title={long ? t('reset.newTitle') : t('reset.title')}>
      <p>{t('reset.intro')}</p>
    </CardPage>
  );
}

const meta = {
  title: 'Site/Card page',
  component: StoryCardPage,
  decorators: [withRemix({ url: '/reset-password' })],
  args: { long: false },
} satisfies Meta<typeof StoryCardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ResetPassword: Story = {};
/** The longer heading of the next step. */
export const ChooseNewPassword: Story = { args: { long: true } };
