import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('is a labelled progress bar with the share in percent, kept between 0 and 100', () => {
    const { rerender } = render(<ProgressBar label="Uploading" value={0.426} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('value', '43');
    rerender(<ProgressBar label="Uploading" value={1.5} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('value', '100');
  });
});
