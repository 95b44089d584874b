import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodPicker } from './PaymentMethodPicker.tsx';

const methods = [
  { id: 'ideal', label: 'iDEAL', fee: 'No fee' },
  { id: 'creditcard', label: 'Credit card', fee: '+ €1.50' },
  { id: 'paypal', label: 'PayPal', fee: '+ €0.95' },
];

describe('PaymentMethodPicker', () => {
  it('is a named group of radios showing each fee', () => {
    render(<PaymentMethodPicker legend="Pay with" name="method" methods={methods} />);
    expect(screen.getByRole('group', { name: 'Pay with' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /^Credit card\s*\+ €1\.50$/ })).toBeInTheDocument();
  });

  it('moves the choice with the arrow keys and reports it', async () => {
    const onChange = vi.fn();
    render(
      <PaymentMethodPicker
        legend="Pay with"
        name="method"
        methods={methods}
        defaultValue="ideal"
        onChange={onChange}
      />,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: /iDEAL/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Credit card/ })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('creditcard');
  });

  it('announces an error on the group', () => {
    render(
      <PaymentMethodPicker
        legend="Pay with"
        name="method"
        methods={methods}
        error="Choose a payment method."
      />,
    );
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Choose a payment method.');
  });
});
