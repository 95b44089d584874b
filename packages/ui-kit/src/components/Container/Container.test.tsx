import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './Container.tsx';

describe('Container', () => {
  it('wraps its content', () => {
    render(<Container>Page</Container>);
    expect(screen.getByText('Page')).toBeInTheDocument();
  });
});
