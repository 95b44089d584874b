import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  it('is a labelled multi-line field the member can type into', async () => {
    render(<TextArea label="About me" name="about_me" />);
    const box = screen.getByRole('textbox', { name: 'About me' });
    await userEvent.type(box, 'Line one{enter}Line two');
    expect(box).toHaveValue('Line one\nLine two');
  });

  it('announces its hint and error and is marked invalid', () => {
    render(
      <TextArea label="About me" name="about_me" hint="Up to 2000 characters" error="This is too long." />,
    );
    const box = screen.getByRole('textbox', { name: 'About me' });
    expect(box).toHaveAccessibleDescription('Up to 2000 characters This is too long.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not marked invalid without an error', () => {
    render(<TextArea label="About me" name="about_me" />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });
});
