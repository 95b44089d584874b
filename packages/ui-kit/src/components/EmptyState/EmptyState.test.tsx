import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('titles the empty result at the given level and explains it', () => {
    render(
      <EmptyState
        title="No members match your search"
        description="Try a wider age range."
        headingLevel={2}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'No members match your search' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Try a wider age range.')).toBeInTheDocument();
  });
});
