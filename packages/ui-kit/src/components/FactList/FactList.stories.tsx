import type { Meta, StoryObj } from '@storybook/react-vite';
import { FactList } from './FactList.tsx';

const meta = {
  component: FactList,
  tags: ['autodocs'],
  args: {
    facts: [
      { id: 'gender', term: 'Gender', value: 'Woman' },
      { id: 'hair', term: 'Hair colour', value: 'Brown' },
      { id: 'eyes', term: 'Eye colour', value: 'Green' },
      { id: 'status', term: 'Relationship status', value: 'Single' },
    ],
  },
} satisfies Meta<typeof FactList>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Profile: Story = {};
export const One: Story = { args: { facts: [{ id: 'city', term: 'City', value: 'Utrecht' }] } };
