import type { Meta, StoryObj } from '@storybook/react-vite';
import { offline } from '../stories/offline.ts';
import { withRemix } from '../stories/remix-story.tsx';
import { storyMember } from '../stories/story-root.ts';
import { OfflineNotice } from './OfflineNotice.tsx';

/** The notice across the top while the browser is offline. */
const meta = {
  title: 'Site/Offline notice',
  component: OfflineNotice,
  parameters: { layout: 'fullscreen' },
  decorators: [withRemix({ url: '/members', root: { user: storyMember } })],
  beforeEach: offline,
} satisfies Meta<typeof OfflineNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {};
