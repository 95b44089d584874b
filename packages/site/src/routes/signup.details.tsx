/**
 * /signup/location, /signup/personal, /signup/about — signup steps 2–4 (spec §4), each optional:
 * one module, because they differ only in their field group.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../components/FormError.tsx';
import {
  AboutFields,
  LocationFields,
  PersonalFields,
} from '../components/profile-fields/ProfileFieldGroups.tsx';
import { SignupStepFrame } from '../components/SignupStepFrame.tsx';
import type { ActionResult } from '../lib/api-action.ts';
import { pageMeta } from '../lib/meta.ts';
import type { ProfileGroup } from '../lib/profile-form.ts';
import { profileStepAction, profileStepLoader } from '../lib/profile-step.server.ts';
import { nextStepPath } from '../lib/signup-steps.ts';

export const meta = pageMeta;

const STEP_OF = { location: 'step2', personal: 'step3', about: 'step4' } as const;

function groupOf(param: string | undefined): ProfileGroup {
  if (param && param in STEP_OF) return param as ProfileGroup;
  throw new Response(null, { status: 404 });
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const group = groupOf(params.group);
  const loaded = await profileStepLoader(request, context, `signup.${group}.title`);
  return { ...loaded, group };
}

export const action = ({ request, context, params }: ActionFunctionArgs) => {
  const group = groupOf(params.group);
  return profileStepAction(request, context, group, nextStepPath(STEP_OF[group]));
};

export default function SignupDetailsStep() {
  const { t } = useTranslation();
  const { profile, countries, regions, group } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const fieldError = useFieldErrors(result);
  const props = { profile, fieldError, values: result?.values };
  return (
    <SignupStepFrame
      step={STEP_OF[group]}
      title={t(`signup.${group}.title`)}
      intro={t(`signup.${group}.intro`)}
      skipHref={nextStepPath(STEP_OF[group])}
      result={result}
    >
      {group === 'location' ? (
        <LocationFields {...props} countries={countries} regions={{ ...regions, ...result?.regions }} />
      ) : null}
      {group === 'personal' ? <PersonalFields {...props} /> : null}
      {group === 'about' ? <AboutFields {...props} /> : null}
    </SignupStepFrame>
  );
}
