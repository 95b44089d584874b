import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.tsx';

describe('Icon', () => {
  it('is hidden from assistive tech unless labelled', () => {
    const { container } = render(<Icon name="search" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    render(<Icon name="mask" label="Fictional profile" />);
    expect(screen.getByRole('img', { name: 'Fictional profile' })).toBeInTheDocument();
  });
});
