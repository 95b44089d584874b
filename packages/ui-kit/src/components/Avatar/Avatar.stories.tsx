import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar.tsx';
import { t } from '../../stories/story-texts.tsx';

const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#c9a27e"/><circle cx="20" cy="16" r="8" fill="#f1d2b6"/><rect x="8" y="27" width="24" height="16" rx="8" fill="#3a5a80"/></svg>',
  );
const meta = { component: Avatar, tags: ['autodocs'], args: { name: 'Anna', src: PHOTO } } satisfies Meta<
  typeof Avatar
>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Medium: Story = {};
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large', onlineLabel: t('chat.online', { name: 'Anna' }) } };
export const Initials: Story = { args: { src: null, name: 'Anna Maria' } };
