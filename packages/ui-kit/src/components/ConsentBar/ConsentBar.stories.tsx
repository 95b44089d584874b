import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { ConsentBar } from './ConsentBar.tsx';

const meta = {
  component: ConsentBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Cookies on this site',
    children: (
      <p>
        We use necessary cookies to run the site. With your permission we also remember which partner site
        sent you. <a href="#cookies">Cookie policy</a>
      </p>
    ),
    actions: (
      <>
        <Button>Accept</Button>
        <Button>Reject</Button>
      </>
    ),
  },
} satisfies Meta<typeof ConsentBar>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
