import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../../stories/remix-story.tsx';
import { storyMember } from '../../stories/story-root.ts';
import { AccountActions } from './AccountActions.tsx';

/** The member's account in one place: privacy mode, their data, deleting the account. */
const meta = {
  title: 'Site/Account actions',
  component: AccountActions,
  decorators: [withRemix({ url: '/profile', root: { user: storyMember } })],
  args: { privacy: false },
} satisfies Meta<typeof AccountActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyOff: Story = {};
export const PrivacyOn: Story = { args: { privacy: true } };
