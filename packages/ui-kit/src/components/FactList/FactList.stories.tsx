import type { Meta, StoryObj } from '@storybook/react-vite';
import { FactList } from './FactList.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: FactList,
  tags: ['autodocs'],
  args: {
    facts: [
      { id: 'gender', term: t('members.gender'), value: t('member.gender.female') },
      { id: 'hair', term: t('profile.hair.label'), value: t('profile.hair.brown') },
      { id: 'eyes', term: t('profile.eyes.label'), value: t('profile.eyes.green') },
      { id: 'status', term: t('profile.relationship.label'), value: t('profile.relationship.single') },
    ],
  },
} satisfies Meta<typeof FactList>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Profile: Story = {};
export const One: Story = { args: { facts: [{ id: 'city', term: t('profile.city'), value: 'Utrecht' }] } };
