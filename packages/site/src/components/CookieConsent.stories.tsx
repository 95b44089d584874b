import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { CookieConsent } from './CookieConsent.tsx';

const meta = {
  title: 'Site/CookieConsent',
  component: CookieConsent,
  parameters: { layout: 'fullscreen' },
  decorators: [withRemix({ root: { consent: null } })],
} satisfies Meta<typeof CookieConsent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No choice made yet: the bar at the bottom of every page. */
export const Undecided: Story = {};
