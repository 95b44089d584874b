import type { Meta, StoryObj } from '@storybook/react-vite';
import { GIFTS } from '@dating/domain';
import { GiftGrid } from './GiftGrid.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: GiftGrid,
  tags: ['autodocs'],
  args: {
    gifts: GIFTS.map((id) => ({
      id,
      name: id[0]!.toUpperCase() + id.slice(1),
      cost: t('chat.cost', { count: 5 }),
    })),
    onPick: () => {},
  },
} satisfies Meta<typeof GiftGrid>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Catalogue: Story = {};
export const Disabled: Story = { args: { disabled: true } };
