import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '@dating/ui-kit/stories';
import { withRemix } from '../../stories/remix-story.tsx';
import { storyMembers } from '../../stories/story-root.ts';
import { AloneTonight } from './AloneTonight.tsx';
import { Collage } from './Collage.tsx';
import { Gallery } from './Gallery.tsx';
import { Icons } from './Icons.tsx';
import { MapLander } from './MapLander.tsx';
import { ReelLander } from './ReelLander.tsx';
import { SocialNetwork } from './SocialNetwork.tsx';

/** Fourteen members with photos (the most a design shows), the story portraits in turn. */
const members = Array.from({ length: 14 }, (_, i) => {
  const m = storyMembers[i % 3]!;
  return { ...m, id: 100 + i, name: `${m.name} ${i + 1}` };
});

/** The marketing landers of /landers/<design>, each leading into signup (ADR 0031). */
const meta = {
  title: 'Site/Landers',
  component: AloneTonight,
  decorators: [withRemix({ url: '/landers/alonetonight' })],
  args: { title: t('landers.alonetonight.title'), members },
} satisfies Meta<typeof AloneTonight>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AloneTonightLander: Story = {};
export const CollageLander: Story = {
  args: { title: t('landers.collagelanding.title') },
  render: (args) => <Collage {...args} />,
};
export const GalleryLander: Story = {
  args: { title: t('landers.gallery.title') },
  render: (args) => <Gallery {...args} />,
};
export const IconsLander: Story = {
  args: { title: t('landers.iconslanding.title') },
  render: (args) => <Icons {...args} />,
};
export const MapPinsLander: Story = {
  args: { title: t('landers.maplanding.title') },
  render: (args) => <MapLander {...args} />,
};
export const SocialNetworkLander: Story = {
  args: { title: t('landers.socialnetwork.title') },
  render: (args) => <SocialNetwork {...args} />,
};
export const TransitionsVideoLander: Story = {
  args: { title: t('landers.transitionsvideolanding.title') },
  render: (args) => <ReelLander {...args} kind="transitionsvideolanding" />,
};
export const VideoLander: Story = {
  args: { title: t('landers.video.title') },
  render: (args) => <ReelLander {...args} kind="video" />,
};
