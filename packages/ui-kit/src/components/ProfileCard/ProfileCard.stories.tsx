import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileCard } from './ProfileCard.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: ProfileCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 220 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Anna',
    age: 31,
    ageLabel: t('members.age', { age: 31 }),
    place: 'Utrecht',
    photoAlt: t('members.photoOf', { name: 'Anna' }),
    fictionalLabel: t('members.fictional'),
  },
} satisfies Meta<typeof ProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;
export const WithoutPhoto: Story = {};
/** With the member's photo (the story photos of .storybook/photos). */
export const WithPhoto: Story = {
  args: { photoSrc: '/story-photos/anna-thumb.webp', href: '#profile' },
};
export const FictionalWithPhoto: Story = {
  args: { photoSrc: '/story-photos/bea-thumb.webp', name: 'Bea', fictional: true },
};
export const Fictional: Story = { args: { fictional: true } };
export const AsLink: Story = { args: { href: '#profile' } };
