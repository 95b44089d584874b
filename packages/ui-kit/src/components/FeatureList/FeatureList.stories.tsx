import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureList } from './FeatureList.tsx';
import { t } from '../../stories/story-texts.tsx';

const items = [
  { icon: 'user' as const, title: t('home.how.profile.title'), text: 'Free, in a minute.' },
  { icon: 'search' as const, title: 'Find people near you', text: 'Filter by age and place.' },
  { icon: 'chat' as const, title: t('home.how.chat.title'), text: 'Say hello and see where it goes.' },
];
const meta = { component: FeatureList, tags: ['autodocs'], args: { items } } satisfies Meta<
  typeof FeatureList
>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Icons: Story = {};
export const Numbered: Story = { args: { numbered: true } };
