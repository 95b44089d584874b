import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileCard } from './ProfileCard.tsx';

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
    ageLabel: '31 years',
    place: 'Utrecht, Netherlands',
    photoAlt: 'Photo of Anna',
    fictionalLabel: 'Fictional profile',
  },
} satisfies Meta<typeof ProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;
export const WithoutPhoto: Story = {};
export const Fictional: Story = { args: { fictional: true } };
export const AsLink: Story = { args: { href: '#profile' } };
