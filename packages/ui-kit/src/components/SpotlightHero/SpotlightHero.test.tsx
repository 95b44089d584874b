import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpotlightHero } from './SpotlightHero.tsx';

describe('SpotlightHero', () => {
  it('shows the h1, the eyebrow, the faces and the aside', () => {
    render(
      <SpotlightHero
        title="Alone tonight?"
        text="Members are online."
        eyebrow="Online now"
        faces={[{ src: '/a.webp', alt: 'Photo of Ann' }]}
        aside={<form aria-label="Sign up" />}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Alone tonight?' })).toBeInTheDocument();
    expect(screen.getByText('Online now')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Ann' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign up' })).toBeInTheDocument();
  });
});
