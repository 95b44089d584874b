import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { storySettings } from '../stories/story-root.ts';
import { EntryWarning } from './EntryWarning.tsx';

const meta = {
  title: 'Site/EntryWarning',
  component: EntryWarning,
  parameters: { layout: 'fullscreen' },
  args: { layout: 'default' },
  decorators: [
    withRemix({
      root: { settings: { ...storySettings, entry_popup_countries: ['NL'], geoip_selected_country: 'NL' } },
    }),
  ],
} satisfies Meta<typeof EntryWarning>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor from a country that must confirm their age before entering. */
export const Open: Story = {};
