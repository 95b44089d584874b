import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('shows its content', () => {
    render(<Card width="narrow">Inside</Card>);
    expect(screen.getByText('Inside')).toBeInTheDocument();
  });
});
