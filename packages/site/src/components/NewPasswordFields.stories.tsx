import { Stack } from '@dating/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { withRemix } from '../stories/remix-story.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';

/** The new password and its repetition, with the strength meter (password reset and change). */
function Fields({ errors }: { errors: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <form>
      <Stack gap="medium">
        <NewPasswordFields
          fieldError={(name) => (errors[name] ? t(`errors.${errors[name]}`) : undefined)}
          email="sam@example.com"
          name="Sam"
        />
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Site/New password',
  component: Fields,
  decorators: [withRemix({ url: '/reset-password' })],
  args: { errors: {} },
} satisfies Meta<typeof Fields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** A password typed: the meter says how strong it is. */
export const Typed: Story = {
  play: async ({ canvasElement }) => {
    const password = canvasElement.querySelector<HTMLInputElement>('input[name=password]');
    if (password) await userEvent.type(password, 'sam1990');
  },
};
/** Too easy to guess, and the repetition differs. */
export const Errors: Story = {
  args: { errors: { password: 'password_weak', password_confirm: 'passwords_differ' } },
};
