import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhotoTile } from './PhotoTile.tsx';

describe('PhotoTile', () => {
  it('shows the photo with its text alternative, its badges and its actions', () => {
    render(
      <PhotoTile src="/p.webp" alt="Your photo 2" badges={<span>Main photo</span>}>
        <button type="button">Delete</button>
      </PhotoTile>,
    );
    expect(screen.getByRole('img', { name: 'Your photo 2' })).toHaveAttribute('src', '/p.webp');
    expect(screen.getByText('Main photo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
