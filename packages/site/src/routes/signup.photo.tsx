/** /signup/photo — step 1 (optional): a profile photo, re-encoded by the API. */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { PHOTO_LIMITS } from '@dating/domain';
import { Alert } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../components/FormError.tsx';
import { PhotoInput } from '../components/PhotoInput.tsx';
import { SignupStepFrame } from '../components/SignupStepFrame.tsx';
import { type ActionResult, apiFailure } from '../lib/api-action.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { nextStepPath } from '../lib/signup-steps.ts';
import { useRootData } from '../lib/root-data.ts';
import { readForm } from '../lib/read-form.server.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  await requireMember(request, ctx);
  const t = await translatorFor(request, ctx);
  return { meta: { title: t('signup.photo.title') } };
}

export async function action({ request, context: ctx }: ActionFunctionArgs) {
  const form = await readForm(request);
  const photo = form.get('photo');
  if (!(photo instanceof Blob) || photo.size === 0) {
    return { error: { code: 'validation_failed' }, fields: { photo: 'required' } } satisfies ActionResult;
  }
  try {
    await ctx.api.uploadPhoto(photo, (photo as File).name || 'photo');
  } catch (error) {
    return apiFailure(error);
  }
  throw redirect(nextStepPath('step1'));
}

export default function SignupPhotoStep() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const fieldError = useFieldErrors(result, undefined, { max: PHOTO_LIMITS.free });
  const hasPhoto = Boolean(useRootData()?.user?.profile.main_image);
  return (
    <SignupStepFrame
      step="step1"
      title={t('signup.photo.title')}
      intro={t('signup.photo.intro')}
      skipHref={nextStepPath('step1')}
      result={result}
      multipart
    >
      {hasPhoto ? <Alert tone="positive">{t('signup.photo.added')}</Alert> : null}
      <PhotoInput label={t('signup.photo.label')} hint={t('signup.photo.hint')} error={fieldError('photo')} />
    </SignupStepFrame>
  );
}
