import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select } from './Select.tsx';

const options = [
  { value: '', label: 'Everyone' },
  { value: 'female', label: 'Women' },
  { value: 'male', label: 'Men' },
];

describe('Select', () => {
  it('is found by its label and changes with a choice', async () => {
    render(<Select label="Gender" name="gender" options={options} />);
    const select = screen.getByLabelText('Gender');
    await userEvent.selectOptions(select, 'Women');
    expect(select).toHaveValue('female');
  });

  it('shows its error', () => {
    render(<Select label="Gender" name="gender" options={options} error="This choice is not available." />);
    expect(screen.getByLabelText('Gender')).toHaveAccessibleDescription('This choice is not available.');
  });
});
