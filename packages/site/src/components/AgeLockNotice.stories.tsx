import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '@dating/ui-kit/stories';
import { withRemix } from '../stories/remix-story.tsx';
import { storyMember } from '../stories/story-root.ts';
import { AgeLockNotice } from './AgeLockNotice.tsx';

/** Explicit media locked until the member's country's age check passes (ADR 0088). */
const meta = {
  title: 'Site/Age lock',
  component: AgeLockNotice,
  decorators: [withRemix({ url: '/members/11', root: { user: storyMember } })],
  args: { message: t('ageAssurance.photosLocked'), returnTo: '/members/11' },
} satisfies Meta<typeof AgeLockNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a profile: its photos are hidden. */
export const ProfilePhotos: Story = {};
/** In a chat: the other member's photos are hidden. */
export const ChatPhotos: Story = { args: { message: t('ageAssurance.chatLocked'), returnTo: '/chat/11' } };
