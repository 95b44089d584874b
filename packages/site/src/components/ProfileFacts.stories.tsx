import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { ProfileFacts } from './ProfileFacts.tsx';

/** A member's profile fields on their profile, labels and values translated. */
const meta = {
  title: 'Site/Profile facts',
  component: ProfileFacts,
  decorators: [withRemix({ url: '/members/11' })],
  args: {
    fields: {
      gender: 'female',
      sexuality: 'bi',
      country: 'NL',
      region: 'Noord-Holland',
      hair_color: 'blonde',
      eye_color: null,
      body_type: 'slim',
      relationship_status: 'living_together',
      tattoos: true,
    },
  },
} satisfies Meta<typeof ProfileFacts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllFields: Story = {};
/** Only what the member filled in. */
export const Few: Story = { args: { fields: { gender: 'male', country: 'GB' } } };
