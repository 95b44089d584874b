/**
 * /signup-matches — during signup (spec §2): members who match what the new member is looking
 * for, in their country, as a taste of the site before the e-mail confirmation step.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Button, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { MemberGrid } from '../components/MemberGrid.tsx';
import { PageHeading } from '../components/PageHeading.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { SIGNUP_STEP_PATHS } from '../lib/signup-steps.ts';

export const meta = pageMeta;
const SHOWN = 12;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const { api } = await requireMember(request, ctx);
  const [profile, t] = await Promise.all([api.profile(), translatorFor(request, ctx)]);
  const gender = profile.looking_for ?? undefined;
  let result = await api.members({ gender, country: profile.country });
  // A small country may have nobody yet: then matches from everywhere.
  if (result.members.length === 0) result = await api.members({ gender });
  return { meta: { title: t('signup.matches.title') }, members: result.members.slice(0, SHOWN) };
}

export default function SignupMatchesPage() {
  const { t } = useTranslation();
  const { members } = useLoaderData<typeof loader>();
  return (
    <Stack gap="large">
      <PageHeading>{t('signup.matches.title')}</PageHeading>
      <p>{t('signup.matches.intro')}</p>
      <MemberGrid members={members} />
      <Button href={SIGNUP_STEP_PATHS.complete}>{t('signup.matches.continue')}</Button>
    </Stack>
  );
}
