/**
 * /members/{id} — a member's profile (spec §2): photos (premium-only ones blurred with a lock
 * for members who are not premium; a visitor sees the main photo and is asked to log in for
 * more, spec §6), the fields the site shows, interests with icons, about me, and the site's
 * fictional-profile warning where it applies.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { isApiError } from '@dating/api-client';
import { countryName } from '@dating/i18n';
import { Alert, Button, Card, Heading, InterestChip, PhotoGallery, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { type SiteLoadContext, apiFor } from '../context.server.ts';
import { PageHeading } from '../components/PageHeading.tsx';
import { ProfileFacts } from '../components/ProfileFacts.tsx';
import { pageMeta } from '../lib/meta.ts';
import { apiFailure } from '../lib/api-action.ts';
import { requireMember } from '../lib/member.server.ts';
import { MatchModal } from '../components/MatchModal.tsx';
import { photoUrl } from '../lib/photo-url.ts';
import { useRootData } from '../lib/root-data.ts';

export const meta = pageMeta;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = context as unknown as SiteLoadContext;
  const { api } = await requireMember(request, ctx);
  try {
    const { match } = await api.like(Number(params.id));
    return { match };
  } catch (error) {
    return apiFailure(error);
  }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = context as unknown as SiteLoadContext;
  try {
    const member = await apiFor(request, ctx).member(params.id ?? '');
    return { meta: { title: member.name }, member };
  } catch (error) {
    if (isApiError(error) && error.status < 500) throw new Response(null, { status: 404 });
    throw error;
  }
}

export default function MemberPage() {
  const { t, i18n } = useTranslation();
  const { member } = useLoaderData<typeof loader>();
  const root = useRootData();
  const cdn = root?.settings.cdn_prefix ?? '/uploads/';
  const age = typeof member.fields.age === 'number' ? member.fields.age : null;
  const place = [
    member.fields.city,
    typeof member.fields.country === 'string' ? countryName(member.fields.country, i18n.language) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const here = `/members/${member.id}`;
  const result = useActionData<typeof action>() as { match?: boolean } | undefined;
  const liking = useNavigation().state === 'submitting';
  return (
    <Stack gap="large">
      <Stack gap="small">
        <PageHeading>
          {age === null ? member.name : t('member.nameAge', { name: member.name, age })}
        </PageHeading>
        {place ? <p>{place}</p> : null}
        {root?.user ? (
          member.liked ? (
            <p>
              <strong>{t('member.youLike', { name: member.name })}</strong>
            </p>
          ) : (
            <Form method="post">
              <Button type="submit" loading={liking}>
                {t('member.like', { name: member.name })}
              </Button>
            </Form>
          )
        ) : (
          <Button href={`/login?redirectTo=${encodeURIComponent(here)}`} variant="soft">
            {t('errors.login_required_like', { name: member.name })}
          </Button>
        )}
      </Stack>
      {result?.match ? <MatchModal name={member.name} /> : null}
      {member.fictional && root?.settings.fictional_icon ? (
        <Alert tone="warning">
          <strong>{t('members.fictional')}: </strong>
          {root.settings.fictional_warning.singular}
        </Alert>
      ) : null}
      <Card>
        <Stack gap="medium">
          <Heading level={2}>{t('member.photos')}</Heading>
          <PhotoGallery
            title={t('member.photosOf', { name: member.name })}
            lockedLabel={t('member.premiumPhoto')}
            photos={member.photos.map((p, i) => ({
              id: p.id,
              src: photoUrl(cdn, p.thumb_filename),
              alt: t('member.photoNumber', { name: member.name, n: i + 1 }),
              locked: p.locked,
            }))}
            labels={{
              open: (alt) => t('member.openPhoto', { alt }),
              previous: t('member.previousPhoto'),
              next: t('member.nextPhoto'),
              close: t('activation.close'),
              position: (n, total) => t('member.position', { n, total }),
            }}
          />
          {member.photos.some((p) => p.locked) ? <p>{t('member.premiumPhotosHint')}</p> : null}
          {member.hidden_photos > 0 && !root?.user ? (
            <Alert tone="info">
              <Stack gap="small">
                <span>{t('errors.login_required_photos', { name: member.name })}</span>
                <Button href={`/login?redirectTo=${encodeURIComponent(here)}`} size="small">
                  {t('nav.login')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
        </Stack>
      </Card>
      <Card>
        <Stack gap="medium">
          <Heading level={2}>{t('member.about', { name: member.name })}</Heading>
          {member.about_me ? <p>{member.about_me}</p> : null}
          {member.signup_reason ? (
            <p>
              <strong>{t('profile.signupReason')} </strong>
              {member.signup_reason}
            </p>
          ) : null}
          <ProfileFacts fields={member.fields} />
          {member.interests.length > 0 ? (
            <>
              <Heading level={3}>{t('member.interests')}</Heading>
              <Stack as="ul" direction="row" wrap gap="small">
                {member.interests.map((i) => (
                  <li key={i.slug}>
                    <InterestChip label={t(`interests.${i.slug}`, { defaultValue: i.slug })} icon={i.icon} />
                  </li>
                ))}
              </Stack>
            </>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
