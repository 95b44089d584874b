import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hero } from './Hero.tsx';

describe('Hero', () => {
  it('shows the page title as the h1 with its text and actions', () => {
    render(<Hero title="Meet someone new" text="Free to join." actions={<a href="/members">Browse</a>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Meet someone new' })).toBeInTheDocument();
    expect(screen.getByText('Free to join.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse' })).toBeInTheDocument();
  });
});
