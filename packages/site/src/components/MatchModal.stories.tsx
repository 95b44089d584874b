import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { MatchModal } from './MatchModal.tsx';

const meta = {
  title: 'Site/MatchModal',
  component: MatchModal,
  parameters: { layout: 'fullscreen' },
  decorators: [withRemix()],
  args: { name: 'Anna' },
} satisfies Meta<typeof MatchModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A like made a match. */
export const Open: Story = {};
/** A name as long as members type them. */
export const LongName: Story = { args: { name: 'Anna-Maria Katharina' } };
