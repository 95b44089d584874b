import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeedPost } from './FeedPost.tsx';

describe('FeedPost', () => {
  it('is an article headed by the member with the photo, text and actions', () => {
    render(
      <FeedPost
        name="Anna, 34"
        meta="Amsterdam"
        avatarSrc="/a.webp"
        photoSrc="/b.webp"
        photoAlt="Photo of Anna"
        text="Anna joined."
        actions={<a href="/signup">Say hi</a>}
        lazy
      />,
    );
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Anna, 34' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Anna' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Say hi' })).toBeInTheDocument();
  });
});
