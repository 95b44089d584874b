import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Picture } from './Picture.tsx';

// Data URLs stand in for the AVIF and WebP renditions: a browser picks the first source it takes.
const svg = (bg: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 50"><rect width="40" height="50" fill="${bg}"/></svg>`,
  )}`;

const meta = {
  component: Picture,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    src: svg('#c9a27e'),
    alt: 'Anna at the beach',
    width: 240,
    height: 300,
    sizes: '240px',
    sources: [
      { type: 'image/svg+xml', srcSet: `${svg('#7e9cc9')} 320w` },
      { type: 'image/webp', srcSet: `${svg('#a0a0a0')} 320w` },
    ],
  },
} satisfies Meta<typeof Picture>;
export default meta;
type Story = StoryObj<typeof meta>;
export const WithSources: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Anna at the beach' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(canvasElement.querySelectorAll('source')).toHaveLength(2);
  },
};
export const PlainImage: Story = { args: { sources: undefined } };
