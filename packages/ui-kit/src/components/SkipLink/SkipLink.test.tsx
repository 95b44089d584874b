import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink.tsx';

describe('SkipLink', () => {
  it('is the first thing the keyboard reaches', async () => {
    render(
      <>
        <SkipLink href="#main">Skip to content</SkipLink>
        <button type="button">Menu</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });
});
