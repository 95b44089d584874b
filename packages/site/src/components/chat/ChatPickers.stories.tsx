import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withRemix } from '../../stories/remix-story.tsx';
import { storyMember } from '../../stories/story-root.ts';
import { GiftPicker, IcebreakerModal } from './ChatPickers.tsx';

/** The chat's gift catalogue and icebreaker lines, each in a modal. */
const meta = {
  title: 'Site/Chat pickers',
  component: GiftPicker,
  decorators: [withRemix({ url: '/chat/11', root: { user: storyMember } })],
  args: { open: true, cost: 20, credits: 40, name: 'Anna', onPick: fn(), onClose: fn() },
} satisfies Meta<typeof GiftPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Gifts: Story = {};
/** Too few credits: the gifts are disabled and the reason said. */
export const GiftsTooExpensive: Story = { args: { credits: 5 } };
export const Icebreakers: StoryObj<typeof IcebreakerModal> = {
  render: () => <IcebreakerModal open name="Anna" onPick={fn()} onClose={fn()} />,
};
