import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../../stories/remix-story.tsx';
import { storyMember } from '../../stories/story-root.ts';
import { DirectDebitCodeForm, DirectDebitMandateForm } from './DirectDebitForms.tsx';

const member = { root: { user: storyMember } };
const typed = {
  holder: 'Sam de Vries',
  iban: 'NL91ABNA041716430',
  street: 'Keizersgracht 1',
  postcode: '1015 CJ',
  city: 'Amsterdam',
  mobile: '0612345678',
};
const pending = { id: 3, payment_id: 7, mobile: '06•••••678', iban: 'NL91•••••4300', resend_after: 0 };

/** /directdebit, first step: the mandate (account holder, IBAN, address, mobile number). */
const meta = {
  title: 'Site/Direct debit',
  component: DirectDebitMandateForm,
  decorators: [withRemix({ url: '/directdebit', ...member })],
  args: { total: '€ 29,95', code: null, ended: false },
} satisfies Meta<typeof DirectDebitMandateForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mandate: Story = {};
/** The last request ran out: the member starts again. */
export const MandateAfterEnded: Story = { args: { ended: true } };
/** The API refused the IBAN and an empty field: the errors at the fields, what was typed kept. */
export const MandateFieldErrors: Story = {
  args: {
    result: {
      intent: 'start',
      error: { code: 'validation_failed' },
      fields: { iban: 'invalid_iban', city: 'required' },
      values: { ...typed, city: '' },
    },
  },
};
/** Too many direct debits: the general error above the form. */
export const MandateRefused: Story = {
  args: { result: { intent: 'start', error: { code: 'dd_limit_reached' }, values: typed } },
};

/** Second step: the SMS code, with "send a new code". */
export const Code: StoryObj<typeof DirectDebitCodeForm> = {
  render: (args) => <DirectDebitCodeForm {...args} />,
  args: { pending },
};
/** A wrong code: told at the field. */
export const CodeWrong: StoryObj<typeof DirectDebitCodeForm> = {
  ...Code,
  args: {
    pending,
    result: { intent: 'code', error: { code: 'dd_code_invalid' }, fields: { code: 'dd_code_invalid' } },
  },
};
/** A new code was sent. */
export const CodeResent: StoryObj<typeof DirectDebitCodeForm> = {
  ...Code,
  args: { pending, result: { intent: 'resend', done: true } },
};
/** Asked again too soon. */
export const CodeResendTooSoon: StoryObj<typeof DirectDebitCodeForm> = {
  ...Code,
  args: { pending, result: { intent: 'resend', error: { code: 'dd_resend_too_soon' } } },
};
/** No more codes for this request. */
export const CodeNoMore: StoryObj<typeof DirectDebitCodeForm> = {
  ...Code,
  args: { pending: { ...pending, resend_after: null } },
};
