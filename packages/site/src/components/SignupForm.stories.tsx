import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from '@remix-run/react';
import { withRemix } from '../stories/remix-story.tsx';
import { MemberSignupForm } from './MemberSignupForm.tsx';
import { SignupForm } from './SignupForm.tsx';

const typed = {
  gender: 'male',
  looking_for: 'female',
  name: 'sam@example.com',
  date_of_birth: '2012-02-30',
  email: 'sam@gmial.com',
};

/** Signup step 0 (the /signup page and the signup modal): the account fields and their errors. */
const meta = {
  title: 'Site/Signup form',
  component: SignupForm,
  decorators: [withRemix({ url: '/signup' })],
  args: { Form, result: undefined, busy: false, minAge: 18 },
} satisfies Meta<typeof SignupForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Sending: Story = { args: { busy: true } };
/** Refused: a username equal to the e-mail, an e-mail taken, the terms not accepted; a typo in the domain suggests the right one. */
export const FieldErrors: Story = {
  args: {
    result: {
      error: { code: 'validation_failed' },
      fields: { name: 'username_equals_email', email: 'email_taken', terms: 'terms_required' },
      values: { ...typed, date_of_birth: '1990-04-12' },
    },
  },
};
/** A date of birth that does not exist: the popup, and the error at the field. */
export const InvalidDateOfBirth: Story = {
  args: {
    result: {
      error: { code: 'validation_failed' },
      fields: { date_of_birth: 'invalid_date_of_birth' },
      values: typed,
    },
  },
};
/** Younger than the site's minimum age. */
export const UnderAge: Story = {
  args: {
    result: {
      error: { code: 'validation_failed' },
      fields: { date_of_birth: 'date_of_birth_min_age' },
      values: { ...typed, date_of_birth: '2012-02-20' },
    },
  },
};
/** With a first message to a member (/members/{id}/signup), the message missing. */
export const WithFirstMessage: StoryObj<typeof MemberSignupForm> = {
  render: () => (
    <MemberSignupForm
      Form={Form}
      action="/members/11/signup"
      member={{ name: 'Anna' }}
      result={{ error: { code: 'validation_failed' }, fields: { signup_message: 'message_empty' } }}
      busy={false}
      minAge={18}
      maxLength={1000}
    />
  ),
};
