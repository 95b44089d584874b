/** Spec §2: the back button of the installed app's window, which has no browser back button. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withRemix } from '../stories/remix-story.tsx';
import { BackButtonView } from './BackButton.tsx';

const meta = {
  title: 'Site/Back button',
  component: BackButtonView,
  decorators: [withRemix({ url: '/member/42' })],
  args: { onBack: fn() },
} satisfies Meta<typeof BackButtonView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InstalledApp: Story = {};
