import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhotoCollage } from './PhotoCollage.tsx';
import { t } from '../../stories/story-texts.tsx';

const photo = (n: number) => ({
  src: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 5"><rect width="4" height="5" fill="hsl(${n * 40} 45% 55%)"/></svg>`)}`,
  alt: `Member ${n}`,
  href: `#m${n}`,
});
const meta = {
  component: PhotoCollage,
  tags: ['autodocs'],
  args: { photos: [1, 2, 3, 4, 5, 6, 7, 8].map(photo), label: t('members.title') },
} satisfies Meta<typeof PhotoCollage>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
