import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentMethodPicker } from './PaymentMethodPicker.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: PaymentMethodPicker,
  tags: ['autodocs'],
  args: {
    legend: 'Pay with',
    name: 'method',
    onChange: fn(),
    methods: [
      { id: 'ideal', label: 'iDEAL', fee: t('credits.noFee') },
      { id: 'creditcard', label: t('paymentMethods.credit_card'), fee: '+ €1.50' },
      { id: 'paypal', label: 'PayPal', fee: '+ €0.95' },
      { id: 'paysafecard', label: 'Paysafecard', fee: '+ €2.00' },
    ],
  },
} satisfies Meta<typeof PaymentMethodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: /PayPal/ }));
    await expect(args.onChange).toHaveBeenCalledWith('paypal');
  },
};
export const Preselected: Story = { args: { defaultValue: 'creditcard' } };
export const WithError: Story = { args: { error: 'Choose a payment method.' } };
