import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar.tsx';

describe('Avatar', () => {
  it('shows the photo with the name as its text', () => {
    render(<Avatar name="Anna" src="/anna.webp" />);
    expect(screen.getByRole('img', { name: 'Anna' })).toHaveAttribute('src', '/anna.webp');
  });

  it('shows initials when there is no photo, still named for screen readers', () => {
    render(<Avatar name="anna maria" />);
    expect(screen.getByRole('img', { name: 'anna maria' })).toHaveTextContent('AM');
  });

  it('hides decorative initials (alt "") from screen readers: the name is written beside them', () => {
    const { container } = render(<Avatar name="Anna" alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('A');
  });

  it('marks a member online with a labelled dot', () => {
    render(<Avatar name="Anna" onlineLabel="Online now" />);
    expect(screen.getByRole('img', { name: 'Online now' })).toBeInTheDocument();
  });
});
