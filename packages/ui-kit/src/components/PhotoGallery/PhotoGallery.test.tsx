import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhotoGallery } from './PhotoGallery.tsx';

const labels = {
  open: (alt: string) => `Open ${alt}`,
  previous: 'Previous photo',
  next: 'Next photo',
  close: 'Close',
  position: (n: number, total: number) => `Photo ${n} of ${total}`,
};
const photos = [
  { id: 1, src: '/a.webp', alt: 'Anna at the beach' },
  { id: 2, src: '/b.webp', alt: 'Anna hiking' },
  { id: 3, src: '/c-blurred.webp', alt: 'Premium photo', locked: true },
];

describe('PhotoGallery', () => {
  it('opens a photo large and pages through the open ones with buttons and arrow keys', async () => {
    render(
      <PhotoGallery
        photos={photos}
        title="Photos of Anna"
        lockedLabel="Premium members see this photo"
        labels={labels}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open Anna at the beach' }));
    const dialog = screen.getByRole('dialog', { name: 'Photos of Anna' });
    expect(within(dialog).getByRole('img', { name: 'Anna at the beach' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByRole('img', { name: 'Anna hiking' })).toBeInTheDocument();
    expect(screen.getByText('Photo 2 of 2')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'Anna at the beach' })).toBeInTheDocument();
  });

  it('draws the tiles and the large photo from the same sources, each with the sizes of its place', async () => {
    const sourced = photos.map((p) => ({
      ...p,
      sources: [{ type: 'image/avif', srcSet: `${p.src.replace('.webp', '-320w.avif')} 320w` }],
    }));
    const { container } = render(
      <PhotoGallery
        photos={sourced}
        title="Photos of Anna"
        lockedLabel="Premium members see this photo"
        labels={labels}
      />,
    );
    const tileSources = [...container.querySelectorAll('picture source')];
    expect(tileSources.map((s) => s.getAttribute('srcset'))).toEqual([
      '/a-320w.avif 320w',
      '/b-320w.avif 320w',
      '/c-blurred-320w.avif 320w',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Open Anna hiking' }));
    const dialog = screen.getByRole('dialog', { name: 'Photos of Anna' });
    const large = within(dialog).getByRole('img', { name: 'Anna hiking' });
    const source = large.parentElement?.querySelector('source');
    expect([source?.getAttribute('srcset'), source?.getAttribute('sizes')]).toEqual([
      '/b-320w.avif 320w',
      '(min-width: 560px) 520px, 100vw',
    ]);
    expect(large).toHaveAttribute('loading', 'eager');
  });

  it('gives every photo of the grid its own text, locked ones too', () => {
    render(
      <PhotoGallery
        photos={photos}
        title="Photos of Anna"
        lockedLabel="Premium members see this photo"
        labels={labels}
      />,
    );
    const grid = screen.getByRole('list');
    expect(
      within(grid)
        .getAllByRole('img', { hidden: true })
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Anna at the beach', 'Anna hiking', 'Premium photo']);
  });

  it('shows a locked photo only blurred, with the lock text, and asks to unlock', async () => {
    const onUnlock = vi.fn();
    render(
      <PhotoGallery
        photos={photos}
        title="Photos"
        lockedLabel="Premium members see this photo"
        labels={labels}
        onUnlock={onUnlock}
      />,
    );
    const locked = screen.getByRole('button', { name: /^Premium photo.*Premium members see this photo$/ });
    expect(locked.querySelector('img')).toHaveAttribute('src', '/c-blurred.webp');
    await userEvent.click(locked);
    expect(onUnlock).toHaveBeenCalledWith(3);
  });

  it('closes the lightbox with its close button', async () => {
    render(<PhotoGallery photos={photos} title="Photos" lockedLabel="Locked" labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Anna hiking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('loads the first photo at once with high priority and the others lazily', () => {
    render(
      <PhotoGallery
        photos={photos}
        title="Photos of Anna"
        lockedLabel="Premium members see this photo"
        labels={labels}
      />,
    );
    const first = screen.getByRole('img', { name: 'Anna at the beach' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const alt of ['Anna hiking', 'Premium photo']) {
      const img = screen.getByRole('img', { name: alt });
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });
});
