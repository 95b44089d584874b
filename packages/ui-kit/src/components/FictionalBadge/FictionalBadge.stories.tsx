import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../stories/story-texts.tsx';
import { FictionalBadge } from './FictionalBadge.tsx';

/** The fictional-profile mark on its own; on a card's photo it shows in ProfileCard's Fictional story. */
const meta = {
  component: FictionalBadge,
  tags: ['autodocs'],
  args: { label: t('members.fictional') },
} satisfies Meta<typeof FictionalBadge>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Mark: Story = {};
