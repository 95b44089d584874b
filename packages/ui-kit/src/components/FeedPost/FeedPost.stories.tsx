import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { FeedPost } from './FeedPost.tsx';
import { t } from '../../stories/story-texts.tsx';

const img = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 5"><rect width="4" height="5" fill="hsl(20 45% 55%)"/></svg>')}`;
const meta = {
  component: FeedPost,
  tags: ['autodocs'],
  args: {
    name: 'Anna, 34',
    meta: 'Amsterdam · new member',
    avatarSrc: img,
    photoSrc: img,
    photoAlt: t('members.photoOf', { name: 'Anna' }),
    text: 'Anna joined and is looking for someone to talk to.',
    actions: <Button size="small">{t('landers.sayHi', { name: 'Anna' })}</Button>,
  },
} satisfies Meta<typeof FeedPost>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
