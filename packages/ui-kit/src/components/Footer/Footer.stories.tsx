import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: Footer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    links: [
      { href: '#terms', label: t('footer.links.terms') },
      { href: '#privacy', label: t('footer.links.privacy') },
      { href: '#cookies', label: t('footer.links.cookies') },
    ],
    disclaimer: t('footer.adults', { minAge: 18 }),
    disclaimerLabel: t('disclaimer.label'),
    notes: ['Velvet is a service of Example B.V.'],
    copyright: '© 2026 Lanternfield Media B.V. All rights reserved.',
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const UnitedStates: Story = {
  args: { usNotice: <p>18 U.S.C. 2257 Record-Keeping Requirements Compliance Statement</p> },
};
