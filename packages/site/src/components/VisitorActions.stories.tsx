import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { VisitorActions } from './VisitorActions.tsx';

const meta = {
  title: 'Site/VisitorActions',
  component: VisitorActions,
  args: { name: 'Anna', here: '/members/11' },
} satisfies Meta<typeof VisitorActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on a profile: what they could do once signed up. */
export const Visitor: Story = { decorators: [withRemix({ url: '/members/11' })] };
/** The visitor pressed Like: why they must log in first. */
export const PressedLike: Story = { decorators: [withRemix({ url: '/members/11?login=like' })] };
