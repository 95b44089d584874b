import type { Meta, StoryObj } from '@storybook/react-vite';
import { MapPins } from './MapPins.tsx';
import { t } from '../../stories/story-texts.tsx';

const pin = (n: number) => ({
  src: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="hsl(${n * 45} 45% 55%)"/></svg>`)}`,
  name: `Member ${n}`,
  alt: `Photo of member ${n}`,
  href: `#m${n}`,
});
const meta = {
  component: MapPins,
  tags: ['autodocs'],
  args: {
    pins: [1, 2, 3, 4, 5, 6, 7, 8].map(pin),
    label: t('landers.alonetonight.eyebrow'),
    youLabel: t('landers.maplanding.you'),
  },
} satisfies Meta<typeof MapPins>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
