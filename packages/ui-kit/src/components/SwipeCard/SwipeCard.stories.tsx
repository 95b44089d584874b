import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { type SwipeProfile, SwipeCard } from './SwipeCard.tsx';
import { shown, t } from '../../stories/story-texts.tsx';

const svg = (bg: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 50"><rect width="40" height="50" fill="${bg}"/><circle cx="20" cy="20" r="9" fill="#f1d2b6"/><rect x="7" y="32" width="26" height="20" rx="10" fill="#3a5a80"/></svg>`,
  );
const PROFILES: SwipeProfile[] = [
  { id: 1, name: 'Anna', age: 31, city: 'Utrecht', photo: svg('#c9a27e') },
  { id: 2, name: 'Bea', age: 28, city: 'Gent', photo: svg('#7e9cc9') },
  { id: 3, name: 'Carla', age: 35, city: null, photo: svg('#9cc97e') },
];
// Read while the story renders, in the locale of the toolbar.
const labels = {
  get stack() {
    return shown(t('swipe.stack'));
  },
  get keys() {
    return shown(t('swipe.keys'));
  },
  like: (name: string) => shown(t('swipe.like', { name })),
  pass: (name: string) => shown(t('swipe.pass', { name })),
  photo: (name: string) => shown(t('members.photoOf', { name })),
  age: (age: number) => shown(t('members.age', { age })),
};
function Game({ profiles }: { profiles: SwipeProfile[] }) {
  const [left, setLeft] = useState(profiles);
  const next = () => setLeft((l) => l.slice(1));
  return (
    <SwipeCard
      profiles={left}
      onLike={next}
      onPass={next}
      labels={labels}
      empty={<p>{shown(t('swipe.emptyTitle'))}</p>}
    />
  );
}
const meta = {
  component: SwipeCard,
  tags: ['autodocs'],
  args: { profiles: PROFILES, labels, onLike: () => {}, onPass: () => {}, empty: null },
  render: (args) => <Game profiles={args.profiles} />,
} satisfies Meta<typeof SwipeCard>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Stack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: shown(t('swipe.like', { name: 'Anna' })) }));
    await expect(
      canvas.getByRole('img', { name: shown(t('members.photoOf', { name: 'Bea' })) }),
    ).toBeVisible();
  },
};
export const Empty: Story = { args: { profiles: [] } };
