import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { FormError } from './FormError.tsx';

/**
 * A form action's general error above the form, its code translated (`errors.*`) with the values
 * its text names; a code without a text of its own says that an error occurred.
 */
const meta = {
  title: 'Site/Form error',
  component: FormError,
  decorators: [withRemix({ url: '/login' })],
  args: { result: { error: { code: 'login_failed' } } },
} satisfies Meta<typeof FormError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoginFailed: Story = {};
/** A refusal whose text names a value: the minutes to wait. */
export const RateLimited: Story = {
  args: { result: { error: { code: 'rate_limited', params: { minutes: 2 } } } },
};
/** A code the texts do not know: the general sentence. */
export const UnknownCode: Story = { args: { result: { error: { code: 'no_such_code' } } } };
