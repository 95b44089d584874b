import type { Meta, StoryObj } from '@storybook/react-vite';
import { Prose, TableOfContents } from './Prose.tsx';

const meta = {
  component: Prose,
  tags: ['autodocs'],
  args: {
    html: '<h2 id="scope">1. Scope</h2><p>These terms apply to <a href="#x">the service</a>.</p><ul><li>One</li><li>Two</li></ul><table><thead><tr><th>Cookie</th><th>Purpose</th></tr></thead><tbody><tr><td>sid</td><td>Keeps you logged in</td></tr></tbody></table>',
  },
} satisfies Meta<typeof Prose>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const WithContents: Story = {
  render: (args) => (
    <>
      <TableOfContents title="Contents" entries={[{ id: 'scope', text: '1. Scope' }]} />
      <Prose {...args} />
    </>
  ),
};
