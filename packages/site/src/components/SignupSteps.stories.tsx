import type { OwnProfile } from '@dating/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../lib/api-action.ts';
import { withRemix } from '../stories/remix-story.tsx';
import { storyMember } from '../stories/story-root.ts';
import { useFieldErrors } from './FormError.tsx';
import { PhotoInput } from './PhotoInput.tsx';
import { SignupStepFrame } from './SignupStepFrame.tsx';
import { AboutFields, LocationFields, PersonalFields } from './profile-fields/ProfileFieldGroups.tsx';

const profile: OwnProfile = {
  name: 'Sam',
  gender: 'male',
  looking_for: 'female',
  date_of_birth: '1990-04-12',
  country: 'NL',
  region: null,
  city: null,
  hair_color: null,
  eye_color: null,
  body_type: null,
  relationship_status: null,
  tattoos: null,
  about_me: null,
  signup_reason: null,
  interests: [],
};
const regions = {
  NL: [
    { code: 'NH', name: 'Noord-Holland' },
    { code: 'UT', name: 'Utrecht' },
  ],
  DE: [{ code: 'NW', name: 'Nordrhein-Westfalen' }],
};

type Group = 'photo' | 'location' | 'personal' | 'about';
const STEP = { photo: 'step1', location: 'step2', personal: 'step3', about: 'step4' } as const;

/** One signup step as its route shows it: the frame and the step's fields. */
function SignupStep({ group, result }: { group: Group; result?: ActionResult }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrors(result, undefined, { max: 5 });
  const props = { profile, fieldError, values: result?.values };
  return (
    <SignupStepFrame
      step={STEP[group]}
      title={t(`signup.${group}.title`)}
      intro={t(`signup.${group}.intro`)}
      skipHref="/signup/next"
      result={result}
      multipart={group === 'photo'}
    >
      {group === 'photo' ? (
        <PhotoInput
          label={t('signup.photo.label')}
          hint={t('signup.photo.hint')}
          error={fieldError('photo')}
        />
      ) : null}
      {group === 'location' ? (
        <LocationFields {...props} countries={['NL', 'DE', 'GB']} regions={regions} />
      ) : null}
      {group === 'personal' ? <PersonalFields {...props} /> : null}
      {group === 'about' ? <AboutFields {...props} /> : null}
    </SignupStepFrame>
  );
}

/** Signup steps 1–4 (photo, location, personal info, about me): each can be skipped. */
const meta = {
  title: 'Site/Signup steps',
  component: SignupStep,
  decorators: [withRemix({ url: '/signup/photo', root: { user: storyMember } })],
  args: { group: 'photo' },
} satisfies Meta<typeof SignupStep>;
export default meta;
type Story = StoryObj<typeof meta>;
type Args = ComponentProps<typeof SignupStep>;

export const Photo: Story = {};
/** A picture chosen: its name beside the button and a preview under it (nothing uploads yet). */
export const PhotoChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 200;
    const paint = canvas.getContext('2d');
    if (paint) {
      const gradient = paint.createLinearGradient(0, 0, 160, 200);
      gradient.addColorStop(0, '#d4a373');
      gradient.addColorStop(1, '#6b4f3a');
      paint.fillStyle = gradient;
      paint.fillRect(0, 0, 160, 200);
    }
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/png'));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
    if (!blob || !input) throw new Error('no picture or no file field');
    await userEvent.upload(input, new File([blob], 'me-on-the-beach.png', { type: 'image/png' }));
    await expect(within(canvasElement).getByText('me-on-the-beach.png')).toBeVisible();
  },
};
/** Sent without a photo. */
export const PhotoMissing: Story = {
  args: {
    result: { error: { code: 'validation_failed' }, fields: { photo: 'required' } } satisfies Args['result'],
  },
};
export const Location: Story = { args: { group: 'location' } };
/** A region that does not belong to the country sent. */
export const LocationRegionMismatch: Story = {
  args: {
    group: 'location',
    result: {
      error: { code: 'validation_failed' },
      fields: { region: 'region_mismatch' },
      values: { country: 'NL', region: 'NW', city: 'Utrecht' },
    },
  },
};
export const Personal: Story = { args: { group: 'personal' } };
export const About: Story = { args: { group: 'about' } };
/** Texts over their length. */
export const AboutTooLong: Story = {
  args: {
    group: 'about',
    result: {
      error: { code: 'validation_failed' },
      fields: { about_me: 'too_long', signup_reason: 'too_long' },
      values: { about_me: 'Utrecht '.repeat(40), signup_reason: 'Utrecht '.repeat(20) },
    },
  },
};
/** The API failed: the general error above the form. */
export const Failed: Story = { args: { group: 'personal', result: { error: { code: 'error_occurred' } } } };
