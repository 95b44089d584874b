import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhotoReel } from './PhotoReel.tsx';

describe('PhotoReel', () => {
  it('loops four frames, repeating fewer photos, as one labelled image with its overlay', () => {
    const { container } = render(
      <PhotoReel
        photos={[
          { src: '/a.webp', alt: '' },
          { src: '/b.webp', alt: '' },
        ]}
        mode="kenburns"
        label="Members"
        badge="Live"
      >
        <strong>Say hi</strong>
      </PhotoReel>,
    );
    expect(screen.getByRole('img', { name: 'Members' })).toBeInTheDocument();
    const srcs = [...container.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(srcs).toEqual(['/a.webp', '/b.webp', '/a.webp', '/b.webp']);
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('Say hi')).toBeInTheDocument();
  });
  it('renders an empty frame without photos', () => {
    const { container } = render(<PhotoReel photos={[]} mode="crossfade" label="Members" />);
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });
});
