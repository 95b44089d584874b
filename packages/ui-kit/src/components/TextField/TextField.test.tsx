import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is found by its label and takes typing', async () => {
    render(<TextField label="E-mail address" name="email" type="email" />);
    const input = screen.getByLabelText('E-mail address');
    await userEvent.type(input, 'a@b.c');
    expect(input).toHaveValue('a@b.c');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('announces its hint and error and marks itself invalid', () => {
    render(
      <TextField
        label="Password"
        name="password"
        hint="At least 8 characters"
        error="Please fill in this field."
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters Please fill in this field.');
  });
});
