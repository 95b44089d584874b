import type { Meta, StoryObj } from '@storybook/react-vite';
import { PersonaFields } from './PersonaFields.tsx';
import { consoleFrame } from './StoryFrame.tsx';

const brands = [
  { id: 'velvet', name: 'Velvet Hours' },
  { id: 'harbor', name: 'Harbor Hearts' },
];

const meta = {
  title: 'Console/PersonaFields',
  component: PersonaFields,
  decorators: [consoleFrame],
  args: {
    brands,
    errors: {},
    values: { label: '', notes: '', openers: [], brands: ['velvet'], profile: {}, interests: [] },
  },
} satisfies Meta<typeof PersonaFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewPersona: Story = {};
export const Filled: Story = {
  args: {
    values: {
      label: 'Mila, Amsterdam, evenings',
      notes: 'Likes sailing and jazz. Answers warmly and briefly.',
      openers: ['Hi! What made you smile today?', 'Do you like the sea as much as I do?'],
      brands: ['velvet', 'harbor'],
      profile: {
        name: 'Mila',
        gender: 'female',
        date_of_birth: '1991-04-12',
        country: 'NL',
        city: 'Amsterdam',
        about_me: 'Sailing at weekends, jazz on Thursdays.',
      },
      interests: [],
    },
  },
};
export const RefusedSubmit: Story = {
  args: { errors: { label: 'fieldErrors.required', 'profile.name': 'fieldErrors.too_long' } },
};
