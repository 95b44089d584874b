import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatBubble } from '../ChatBubble/ChatBubble.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { MessageComposer } from '../MessageComposer/MessageComposer.tsx';
import { ChatFrame } from './ChatFrame.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: ChatFrame,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Anna, 34',
    end: t('chat.credits', { count: 12 }),
    logLabel: t('chat.logLabel', { name: 'Anna' }),
    typing: t('chat.typing', { name: 'Anna' }),
    children: (
      <>
        <ChatBubble
          own={false}
          time="14:02"
          dateTime="2026-11-22T14:02:00Z"
          content={{ kind: 'text', text: 'Hi! How was your weekend?' }}
        />
        <ChatBubble
          own
          time="14:05"
          dateTime="2026-11-22T14:05:00Z"
          status="Read"
          content={{ kind: 'text', text: 'Great, I went sailing.' }}
        />
      </>
    ),
    composer: (
      <MessageComposer
        label={t('chat.composeLabel', { name: 'Anna' })}
        sendLabel="Send"
        maxLength={1000}
        counterLabel={(n, m) => `${n} / ${m}`}
        onSend={() => {}}
      />
    ),
  },
} satisfies Meta<typeof ChatFrame>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Conversation: Story = {};
export const NoTyping: Story = { args: { typing: undefined } };
/** A fictional profile: the mask stays beside a long name on a narrow screen (issue 18). */
export const FictionalProfile: Story = {
  args: {
    title: 'Anna-Maria Christina Josephine, 34',
    mark: <Icon name="mask" label="Fictional profile" />,
  },
};
