import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileSpotlight } from './ProfileSpotlight.tsx';

describe('ProfileSpotlight', () => {
  it.each(['split', 'backdrop'] as const)('shows the photo and the content (%s)', (variant) => {
    render(
      <ProfileSpotlight photoSrc="/a.webp" photoAlt="Photo of Anna" variant={variant}>
        <p>Anna, 34</p>
      </ProfileSpotlight>,
    );
    expect(screen.getByRole('img', { name: 'Photo of Anna' })).toBeInTheDocument();
    expect(screen.getByText('Anna, 34')).toBeInTheDocument();
  });
  it('does without a photo', () => {
    render(
      <ProfileSpotlight photoAlt="Photo of Anna">
        <p>Anna</p>
      </ProfileSpotlight>,
    );
    expect(screen.queryByRole('img')).toBeNull();
  });
});
