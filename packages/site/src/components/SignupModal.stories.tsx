import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { SignupModal } from './SignupModal.tsx';

const meta = {
  title: 'Site/SignupModal',
  component: SignupModal,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignupModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor pressed Sign up: step 0 over the page (a long modal: it scrolls inside). */
export const Open: Story = { decorators: [withRemix({ url: '/members?signup=1' })] };
