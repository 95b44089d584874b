/** Member photos as the lander pieces take them. */
import type { MemberCard } from '@dating/contract';
import { photoUrl } from '../../lib/photo-url.ts';

/** Members that have a photo, with its thumbnail (240×300) and large (640×800) address. */
export function withPhotos(members: MemberCard[], cdn: string) {
  return members.flatMap((m) =>
    m.main_image
      ? [
          {
            ...m,
            thumb: photoUrl(cdn, m.main_image.thumb_filename),
            large: photoUrl(cdn, m.main_image.filename),
          },
        ]
      : [],
  );
}
