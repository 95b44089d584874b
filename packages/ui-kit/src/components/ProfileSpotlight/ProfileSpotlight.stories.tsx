import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileSpotlight } from './ProfileSpotlight.tsx';
import { t } from '../../stories/story-texts.tsx';

const photo = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 5"><rect width="4" height="5" fill="hsl(330 45% 55%)"/></svg>')}`;
const meta = {
  component: ProfileSpotlight,
  tags: ['autodocs'],
  args: {
    photoSrc: photo,
    photoAlt: t('members.photoOf', { name: 'Anna' }),
    children: <p>Anna, 34, Amsterdam</p>,
  },
} satisfies Meta<typeof ProfileSpotlight>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Split: Story = {};
export const Backdrop: Story = { args: { variant: 'backdrop' } };
