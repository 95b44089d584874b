import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { SiteFooter } from './SiteFooter.tsx';

const meta = {
  title: 'Site/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  decorators: [withRemix()],
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A US site shows the US legal footer. */
export const UnitedStates: Story = { decorators: [withRemix({ root: { siteCountry: 'US' } })] };
