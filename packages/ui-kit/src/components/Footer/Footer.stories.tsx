import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer.tsx';

const meta = {
  component: Footer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    links: [
      { href: '#terms', label: 'Terms and conditions' },
      { href: '#privacy', label: 'Privacy' },
      { href: '#cookies', label: 'Cookies' },
    ],
    disclaimer: 'For adults aged 18 and over only.',
    disclaimerLabel: 'Disclaimer',
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
