import type { Meta, StoryObj } from '@storybook/react-vite';
import { shown, t } from '@dating/ui-kit/stories';
import { expect, userEvent, within } from 'storybook/test';
import { withRemix } from '../stories/remix-story.tsx';
import { PageTop } from './PageTop.tsx';

/** What every layout starts with: the loading bar and the skip link to the main content. */
const meta = {
  title: 'Site/Page top',
  component: PageTop,
  parameters: { layout: 'fullscreen' },
  decorators: [
    withRemix({ url: '/members' }),
    (Story) => (
      <>
        <Story />
        <main id="main" />
      </>
    ),
  ],
} satisfies Meta<typeof PageTop>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The skip link shows once the keyboard reaches it (the first stop of the page). */
export const SkipLinkFocused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: shown(t('skipToContent')) })).toHaveFocus();
  },
};
