import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../lib/root-data.ts';
import { withRemix } from '../stories/remix-story.tsx';
import { storySettings } from '../stories/story-root.ts';
import { Disclaimer } from './Disclaimer.tsx';

/**
 * The footer's disclaimer: adults only and, where the site marks fictional profiles, the notice
 * with the mark. The notice is the operator's own text per language (settings
 * fictional_warning.plural); here a translated sentence of the same kind stands in for it.
 */
function StoryDisclaimer({ marksFictional }: { marksFictional: boolean }) {
  const { t } = useTranslation();
  const site = useRootData()?.settings.name ?? '';
  const plural = t('moneyDisclosure.staffRunNotice', { site });
  return (
    <Disclaimer
      settings={{
        ...storySettings,
        fictional_icon: marksFictional,
        fictional_warning: { singular: '', plural },
      }}
    />
  );
}

const meta = {
  title: 'Site/Disclaimer',
  component: StoryDisclaimer,
  decorators: [withRemix({ url: '/' })],
  args: { marksFictional: true },
} satisfies Meta<typeof StoryDisclaimer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFictionalNotice: Story = {};
/** A site that marks no profiles: adults only. */
export const AdultsOnly: Story = { args: { marksFictional: false } };
