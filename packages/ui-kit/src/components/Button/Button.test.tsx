import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a button that responds to the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is a link when given href', () => {
    render(<Button href="/members">Browse</Button>);
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/members');
  });

  it('as a link, lets the page take over the click (progressive enhancement)', async () => {
    const onClick = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <Button href="/signup" onClick={onClick}>
        Sign up
      </Button>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('says when it is busy', () => {
    render(
      <Button loading type="submit">
        Log in
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true');
  });
});
