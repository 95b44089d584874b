import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandName } from '@dating/ui-kit/stories';
import { withRemix } from '../../stories/remix-story.tsx';
import { RealPersonCheck } from './RealPersonCheck.tsx';

const meta = {
  title: 'Site/RealPersonCheck',
  component: RealPersonCheck,
  args: {
    profile: { name: 'Anna', fictional: false },
    otherUnconfirmed: false,
    siteName: brandName,
    companyName: 'Example Media B.V.',
  },
} satisfies Meta<typeof RealPersonCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = { decorators: [withRemix({ url: '/chat/11' })] };
/** The answer for a real member. */
export const RealMember: Story = { decorators: [withRemix({ url: '/chat/11?real-person=1' })] };
/** The answer for a fictional profile the site's staff writes for. */
export const Fictional: Story = {
  args: { profile: { name: 'Bea', fictional: true } },
  decorators: [withRemix({ url: '/chat/12?real-person=1' })],
};
