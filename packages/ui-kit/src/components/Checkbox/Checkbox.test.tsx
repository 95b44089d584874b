import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('is checked by clicking its label', async () => {
    render(<Checkbox name="terms" label="I accept the terms" />);
    await userEvent.click(screen.getByText('I accept the terms'));
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toBeChecked();
  });

  it('is toggled with the space key', async () => {
    render(<Checkbox name="terms" label="I accept the terms" />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('announces its error and is marked invalid', () => {
    render(<Checkbox name="terms" label="I accept the terms" error="Please accept the terms." />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAccessibleDescription('Please accept the terms.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends "on" in a form when checked', async () => {
    render(
      <form aria-label="f">
        <Checkbox name="terms" label="I accept the terms" defaultChecked />
      </form>,
    );
    const data = new FormData(screen.getByRole<HTMLFormElement>('form'));
    expect(data.get('terms')).toBe('on');
  });
});
