import type { Meta, StoryObj } from '@storybook/react-vite';
import { GIFTS } from '@dating/domain';
import { GiftArt } from './GiftArt.tsx';

const meta = { component: GiftArt, tags: ['autodocs'], args: { gift: 'rose', size: 96 } } satisfies Meta<
  typeof GiftArt
>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Rose: Story = {};
export const Catalogue: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {GIFTS.map((g) => (
        <GiftArt key={g} gift={g} size={72} />
      ))}
    </div>
  ),
};
