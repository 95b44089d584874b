import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateOfBirthInput } from './DateOfBirthInput.tsx';

const today = new Date('2026-11-22T12:00:00Z');

describe('DateOfBirthInput', () => {
  it('is a labelled date field the member can type into', async () => {
    render(<DateOfBirthInput label="Date of birth (18+)" name="date_of_birth" minAge={18} today={today} />);
    const field = screen.getByLabelText('Date of birth (18+)');
    expect(field).toHaveAttribute('type', 'date');
    await userEvent.type(field, '1990-04-12');
    expect(field).toHaveValue('1990-04-12');
  });

  it('offers no date younger than the minimum age', () => {
    render(<DateOfBirthInput label="Date of birth" name="dob" minAge={21} today={today} />);
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('max', '2005-11-22');
  });

  it('announces its error', () => {
    render(
      <DateOfBirthInput
        label="Date of birth"
        name="dob"
        minAge={18}
        today={today}
        error="Invalid date of birth"
      />,
    );
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('Invalid date of birth');
  });
});
