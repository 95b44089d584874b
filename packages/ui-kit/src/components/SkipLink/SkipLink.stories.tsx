import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './SkipLink.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: SkipLink,
  tags: ['autodocs'],
  args: { href: '#main', children: t('skipToContent') },
} satisfies Meta<typeof SkipLink>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
