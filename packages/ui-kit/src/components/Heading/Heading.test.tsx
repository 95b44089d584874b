import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading.tsx';

describe('Heading', () => {
  it.each([1, 2, 3] as const)('renders level %i', (level) => {
    render(<Heading level={level}>Members</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Members' })).toBeInTheDocument();
  });
});
