import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid } from './Grid.tsx';

describe('Grid', () => {
  it('renders a list when asked, keeping item semantics', () => {
    render(
      <Grid as="ul">
        <li>A</li>
        <li>B</li>
      </Grid>,
    );
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
