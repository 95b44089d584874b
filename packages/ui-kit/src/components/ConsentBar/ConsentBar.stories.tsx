import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { ConsentBar } from './ConsentBar.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: ConsentBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: t('consent.title'),
    children: (
      <p>
        We use necessary cookies to run the site. With your permission we also remember which partner site
        sent you. <a href="#cookies">{t('footer.links.cookies')}</a>
      </p>
    ),
    actions: (
      <>
        <Button>{t('consent.accept')}</Button>
        <Button>{t('consent.reject')}</Button>
      </>
    ),
  },
} satisfies Meta<typeof ConsentBar>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
