import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '@dating/ui-kit/stories';
import { withRemix } from '../../stories/remix-story.tsx';
import { FirstMessageForm } from './FirstMessageForm.tsx';
import { MemberIntro } from './MemberIntro.tsx';

const anna = {
  name: 'Anna',
  age: 31,
  city: 'Utrecht',
  country: 'NL',
  aboutMe: 'Sailing, coffee and long walks by the canals.',
};

/** A member's landing for visitors: who they are and the start of a first message. */
const meta = {
  title: 'Site/Member landing',
  component: MemberIntro,
  decorators: [withRemix({ url: '/members/11/landing' })],
  args: { title: t('landers.sayHi', { name: 'Anna' }), member: anna },
} satisfies Meta<typeof MemberIntro>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Intro: Story = {};
/** No age, place or about-me given. */
export const IntroBare: Story = {
  args: { member: { name: 'Maximiliane', age: null, city: null, country: null, aboutMe: null } },
};
export const FirstMessage: StoryObj<typeof FirstMessageForm> = {
  render: () => <FirstMessageForm member={{ id: 11, name: 'Anna' }} maxLength={1000} />,
};
