import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Stack } from './Stack.tsx';

const children = [
  <Button key="a">First</Button>,
  <Button key="b" variant="soft">
    Second
  </Button>,
  <Button key="c" variant="ghost">
    Third
  </Button>,
];
const meta = { component: Stack, tags: ['autodocs'], args: { children } } satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};
export const RowFromTablet: Story = { args: { direction: { mobile: 'column', tablet: 'row' } } };
export const Centered: Story = { args: { align: 'center', gap: 'large' } };
