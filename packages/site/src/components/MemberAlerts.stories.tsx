/** The alerts a signed-in member sees at the top of the members area (spec §2 Alerts). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { storyMember } from '../stories/story-root.ts';
import { ActivationReminder } from './ActivationReminder.tsx';
import { NotificationsDisabledAlert } from './NotificationsDisabledAlert.tsx';
import { ProfilePhotoAlert } from './ProfilePhotoAlert.tsx';

const meta = { title: 'Site/Member alerts' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** No photo yet: an invitation to add one. */
export const ProfilePhoto: Story = {
  render: () => <ProfilePhotoAlert />,
  decorators: [withRemix({ url: '/members', routeId: 'members', root: { user: storyMember } })],
};
/** E-mail not confirmed yet (a warning: messages wait until then). */
export const Activation: Story = {
  render: () => <ActivationReminder />,
  decorators: [withRemix({ url: '/members', root: { user: { ...storyMember, status: 'not_confirmed' } } })],
};
/** Mails to the member bounced: a warning with the way to fix the address. */
export const NotificationsBounced: Story = {
  render: () => <NotificationsDisabledAlert />,
  decorators: [
    withRemix({ url: '/members', root: { user: { ...storyMember, notifications_disabled: ['bounce'] } } }),
  ],
};
export const NotificationsUnsubscribed: Story = {
  render: () => <NotificationsDisabledAlert />,
  decorators: [
    withRemix({
      url: '/members',
      root: { user: { ...storyMember, notifications_disabled: ['listunsubscribe'] } },
    }),
  ],
};
