import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { PhotoTile } from './PhotoTile.tsx';
import { t } from '../../stories/story-texts.tsx';

const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 300"><rect width="240" height="300" fill="#e8c4b8"/><circle cx="120" cy="120" r="55" fill="#9a6b4f"/><rect x="40" y="200" width="160" height="100" rx="60" fill="#6d8fb3"/></svg>',
  );

const meta = {
  component: PhotoTile,
  tags: ['autodocs'],
  args: { src: portrait, alt: 'Your photo 1' },
} satisfies Meta<typeof PhotoTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Main: Story = {
  args: {
    badges: <Badge tone="accent">{t('photos.main')}</Badge>,
    children: (
      <Button size="small" variant="soft">
        {t('photos.delete')}
      </Button>
    ),
  },
};
export const AwaitingReview: Story = {
  args: {
    badges: <Badge tone="warning">{t('photos.status.pending')}</Badge>,
    children: (
      <>
        <Button size="small" variant="soft">
          {t('photos.makeMain')}
        </Button>
        <Button size="small" variant="soft">
          {t('photos.delete')}
        </Button>
      </>
    ),
  },
};
export const Rejected: Story = {
  args: {
    badges: <Badge tone="danger">{t('photos.status.rejected')}</Badge>,
    note: 'Why: the photo shows contact details, such as a phone number or an address. Only you can see this photo. Delete it and upload another one.',
    children: (
      <Button size="small" variant="soft">
        {t('photos.delete')}
      </Button>
    ),
  },
};
