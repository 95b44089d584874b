import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { SpotlightHero } from './SpotlightHero.tsx';
import { t } from '../../stories/story-texts.tsx';

const face = (n: number) => ({
  src: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="hsl(${n * 60} 50% 60%)"/></svg>`)}`,
  alt: `Member ${n}`,
});
const meta = {
  component: SpotlightHero,
  tags: ['autodocs'],
  args: {
    title: t('landers.alonetonight.title'),
    text: 'Members near you are online right now.',
    eyebrow: t('chat.online', { name: 'Anna' }),
    faces: [1, 2, 3, 4].map(face),
    actions: <Button href="#signup">{t('landers.cta')}</Button>,
  },
} satisfies Meta<typeof SpotlightHero>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Soft: Story = {};
export const Night: Story = { args: { tone: 'night' } };
