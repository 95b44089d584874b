import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileInput } from './FileInput.tsx';

const props = {
  label: 'Your profile photo',
  name: 'photo',
  accept: 'image/png',
  chooseLabel: 'Foto auswählen',
  emptyLabel: 'Kein Foto ausgewählt',
};

describe('FileInput', () => {
  it('shows its own translated words, not the browser’s, and names the input with them', () => {
    render(<FileInput {...props} />);
    const input = screen.getByLabelText(/Your profile photo/);
    expect(input).toHaveAttribute('type', 'file');
    // The visible words are in the accessible name (WCAG 2.5.3), the state in the description.
    expect(input).toHaveAccessibleName('Your profile photo Foto auswählen');
    expect(input).toHaveAccessibleDescription('Kein Foto ausgewählt');
    expect(screen.getByText('Foto auswählen').tagName).toBe('LABEL');
  });

  it('is reached with the keyboard and shows the chosen file’s name', async () => {
    const onChange = vi.fn();
    render(<FileInput {...props} onChange={onChange} />);
    await userEvent.tab();
    const input = screen.getByLabelText(/Your profile photo/);
    expect(input).toHaveFocus();
    const file = new File(['x'], 'beach.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(screen.getByText('beach.png')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('beach.png');
  });
});
