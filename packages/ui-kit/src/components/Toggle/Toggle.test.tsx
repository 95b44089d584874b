import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Toggle } from './Toggle.tsx';

function Controlled({ onChange = () => {} }: { onChange?: (v: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <form aria-label="f">
      <Toggle
        label="New messages"
        hint="An e-mail when someone writes"
        name="new_messages"
        checked={on}
        onChange={(v) => {
          setOn(v);
          onChange(v);
        }}
      />
    </form>
  );
}

describe('Toggle', () => {
  it('is a labelled switch that flips on click', async () => {
    render(<Controlled />);
    const sw = screen.getByRole('switch', { name: 'New messages' });
    expect(sw).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(sw);
    expect(sw).toHaveAttribute('aria-checked', 'true');
    expect(sw).toHaveAccessibleDescription('An e-mail when someone writes');
  });

  it('flips with Space from the keyboard and reports the new value', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('sends its name with a form only when on', async () => {
    render(<Controlled />);
    const form = screen.getByRole<HTMLFormElement>('form');
    expect(new FormData(form).get('new_messages')).toBeNull();
    await userEvent.click(screen.getByRole('switch'));
    expect(new FormData(form).get('new_messages')).toBe('on');
  });

  it('cannot be changed when disabled', async () => {
    const onChange = vi.fn();
    render(<Toggle label="Push" checked={false} onChange={onChange} disabled />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
