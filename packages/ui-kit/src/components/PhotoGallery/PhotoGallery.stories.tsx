import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhotoGallery } from './PhotoGallery.tsx';
import { shown, t } from '../../stories/story-texts.tsx';

const svg = (bg: string, fg: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 50"><rect width="40" height="50" fill="${bg}"/><circle cx="20" cy="20" r="9" fill="${fg}"/><rect x="7" y="32" width="26" height="20" rx="10" fill="${fg}"/></svg>`,
  );
const OPEN = [
  { id: 1, src: svg('#c9a27e', '#f1d2b6'), alt: 'Anna at the beach' },
  { id: 2, src: svg('#7e9cc9', '#f1d2b6'), alt: 'Anna hiking' },
];
const meta = {
  component: PhotoGallery,
  tags: ['autodocs'],
  args: {
    title: 'Photos of Anna',
    lockedLabel: t('member.premiumPhoto'),
    onUnlock: fn(),
    labels: {
      open: (alt: string) => `Open ${alt}`,
      previous: t('member.previousPhoto'),
      next: t('member.nextPhoto'),
      close: t('activation.close'),
      position: (n: number, total: number) => `Photo ${n} of ${total}`,
    },
    photos: [...OPEN, { id: 3, src: svg('#a0a0a0', '#cfcfcf'), alt: 'Premium photo', locked: true }],
  },
} satisfies Meta<typeof PhotoGallery>;
export default meta;
type Story = StoryObj<typeof meta>;
export const WithLockedPhoto: Story = {
  play: async ({ args, canvasElement }) => {
    // The locked tile says what it shows and why it is locked ("Premium photo Premium members see…").
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: (name) => name.startsWith('Premium photo') && name.endsWith(shown(t('member.premiumPhoto'))),
      }),
    );
    await expect(args.onUnlock).toHaveBeenCalledWith(3);
  },
};
export const PremiumViewer: Story = {
  args: { photos: OPEN },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open Anna hiking' }));
    await expect(within(document.body).getByRole('dialog', { name: 'Photos of Anna' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
