import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card.tsx';
import { Grid } from './Grid.tsx';

const meta = {
  component: Grid,
  tags: ['autodocs'],
  args: {
    children: ['Anna', 'Ben', 'Chloé', 'Dario', 'Emma', 'Finn', 'Greta', 'Hugo'].map((name) => (
      <Card key={name}>{name}</Card>
    )),
  },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const WideItems: Story = { args: { minItemWidth: 280 } };
