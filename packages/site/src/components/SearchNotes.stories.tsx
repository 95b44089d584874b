import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { PastLastPageNote, SearchAddressNote } from './SearchNotes.tsx';

/** What the member search says when the address cannot give results. */
const meta = {
  title: 'Site/Search notes',
  component: PastLastPageNote,
  decorators: [withRemix({ url: '/members?page=40' })],
  args: { page: 40, lastPage: 12, href: '/members?page=12' },
} satisfies Meta<typeof PastLastPageNote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PastLastPage: Story = {};
export const InvalidAddress: StoryObj<typeof SearchAddressNote> = { render: () => <SearchAddressNote /> };
