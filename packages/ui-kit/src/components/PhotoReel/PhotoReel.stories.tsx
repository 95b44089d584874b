import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhotoReel } from './PhotoReel.tsx';

const photo = (n: number) => ({
  src: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 5"><rect width="4" height="5" fill="hsl(${n * 80} 45% 55%)"/></svg>`)}`,
  alt: '',
});
const meta = {
  component: PhotoReel,
  tags: ['autodocs'],
  args: {
    photos: [1, 2, 3, 4].map(photo),
    mode: 'crossfade',
    label: 'Members of Velvet Date',
    children: <strong>Meet them tonight</strong>,
  },
} satisfies Meta<typeof PhotoReel>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Crossfade: Story = {};
export const KenBurns: Story = { args: { mode: 'kenburns', badge: 'Live' } };
