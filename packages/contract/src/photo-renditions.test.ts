import { describe, expect, it } from 'vitest';
import {
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  parsePhotoRendition,
  photoRendition,
  photoSourceSets,
} from './photo-renditions.ts';

describe('the naming rule of photo renditions', () => {
  const name = 'u12-0123456789abcdef0123456789abcdef.webp';

  it('names each width and format beside the source, the 640 WebP being the source itself', () => {
    expect(photoRendition(name, 320, 'avif')).toBe('u12-0123456789abcdef0123456789abcdef-320w.avif');
    expect(photoRendition(name, 480, 'webp')).toBe('u12-0123456789abcdef0123456789abcdef-480w.webp');
    expect(photoRendition(name, 640, 'webp')).toBe(name);
    expect(photoRendition('demo/female-brown-3.webp', 640, 'avif')).toBe('demo/female-brown-3-640w.avif');
  });

  it('reads every name it makes back to its source, and nothing else', () => {
    for (const width of PHOTO_WIDTHS) {
      for (const format of PHOTO_FORMATS) {
        const key = photoRendition(name, width, format);
        if (key === name) expect(parsePhotoRendition(key)).toBeNull();
        else expect(parsePhotoRendition(key)).toEqual({ source: name, width, format });
      }
    }
    // A width nobody chose is no rendition: the server encodes only the sizes of ADR 0081.
    expect(parsePhotoRendition('u12-abc-321w.avif')).toBeNull();
    expect(parsePhotoRendition('u12-abc-4000w.webp')).toBeNull();
    expect(parsePhotoRendition('u12-abc-640w.webp')).toBeNull();
    expect(parsePhotoRendition('u12-abc-320w.png')).toBeNull();
    expect(parsePhotoRendition(name)).toBeNull();
  });

  it('lists AVIF before WebP, each with every width', () => {
    expect(photoSourceSets((w, f) => `/uploads/${photoRendition(name, w, f)}`)).toEqual([
      {
        type: 'image/avif',
        srcSet: [320, 480, 640]
          .map((w) => `/uploads/${name.replace('.webp', '')}-${w}w.avif ${w}w`)
          .join(', '),
      },
      {
        type: 'image/webp',
        srcSet: `/uploads/${name.replace('.webp', '')}-320w.webp 320w, /uploads/${name.replace('.webp', '')}-480w.webp 480w, /uploads/${name} 640w`,
      },
    ]);
  });
});
