import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../../stories/remix-story.tsx';
import { storyMember } from '../../stories/story-root.ts';
import { PhotoManager } from './PhotoManager.tsx';

const photo = (id: number, name: string) => ({
  id,
  filename: `${name}.webp`,
  thumb_filename: `${name}-thumb.webp`,
  status: 'approved' as const,
  rejection_reason: null,
  main: false,
});

const meta = {
  title: 'Site/PhotoManager',
  component: PhotoManager,
  decorators: [withRemix({ url: '/profile', root: { user: storyMember } })],
  args: {
    max: 3,
    photos: [
      { ...photo(1, 'anna'), main: true },
      { ...photo(2, 'bea'), status: 'pending' },
      { ...photo(3, 'carl'), status: 'rejected', rejection_reason: 'not_the_member' },
    ],
  },
} satisfies Meta<typeof PhotoManager>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The main photo, one waiting for moderation and a rejected one with its reason (the limit reached). */
export const MainPendingRejected: Story = {};
export const NoPhotos: Story = { args: { photos: [] } };
/** The upload came back too large. */
export const UploadError: Story = {
  args: { photos: [], result: { intent: 'photo-upload', fields: { photo: 'too_large' } } },
};
