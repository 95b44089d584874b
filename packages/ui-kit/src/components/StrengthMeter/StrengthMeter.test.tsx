import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StrengthMeter } from './StrengthMeter.tsx';

describe('StrengthMeter', () => {
  it('is a labelled meter whose value text is the verdict, with the advice as text', () => {
    render(<StrengthMeter label="Password strength" level={1} verdict="Weak" advice="Use words." />);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('value', '1');
    expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    expect(screen.getByText(/Use words\./)).toBeInTheDocument();
  });
});
