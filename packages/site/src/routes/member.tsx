/**
 * /members/{id} — a member's profile (spec §2): photos (premium-only ones blurred with a lock
 * for members who are not premium; a visitor sees the main photo and is asked to log in for
 * more, spec §6), the fields the site shows, interests with icons, about me, and the site's
 * fictional-profile warning where it applies.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { shownProfileNotes } from '@dating/domain';
import { reportRequestSchema } from '@dating/contract';
import { countryName } from '@dating/i18n';
import { Alert, Button, Card, Heading, InterestChip, PhotoGallery, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/PageHeading.tsx';
import { ProfileFacts } from '../components/ProfileFacts.tsx';
import { pageMeta } from '../lib/meta.ts';
import { type ActionResult, apiFailure, echoValues, invalidForm } from '../lib/api-action.ts';
import { MemberSafety } from '../components/MemberSafety.tsx';
import { FictionalNotice } from '../components/FictionalNotice.tsx';
import { AgeLockNotice } from '../components/AgeLockNotice.tsx';
import { requireMember } from '../lib/member.server.ts';
import { loadMemberProfile, memberIdParam } from '../lib/member-profile.server.ts';
import { MatchModal } from '../components/MatchModal.tsx';
import { photoSources, photoUrl } from '../lib/photo-url.ts';
import { useRootData } from '../lib/root-data.ts';
import { VisitorActions } from '../components/VisitorActions.tsx';
import { readForm } from '../lib/read-form.server.ts';

export const meta = pageMeta;

export async function action({ request, context: ctx, params }: ActionFunctionArgs) {
  const id = memberIdParam(params.id);
  const { api } = await requireMember(request, ctx);
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? 'like');
  const values = echoValues(form, ['reason', 'message']);
  try {
    switch (intent) {
      case 'block':
        await api.block(id);
        return redirect(`/members/${id}`);
      case 'unblock':
        await api.unblock(id);
        return redirect(`/members/${id}`);
      case 'report': {
        const parsed = reportRequestSchema.safeParse({ id, ...values, message: values.message || undefined });
        if (!parsed.success) return invalidForm(parsed.error, values, intent);
        await api.report(parsed.data);
        return { intent, done: true } satisfies ActionResult;
      }
      default: {
        const { match } = await api.like(id);
        return { intent: 'like', match };
      }
    }
  } catch (error) {
    return apiFailure(error, values, intent);
  }
}

export async function loader({ context, params }: LoaderFunctionArgs) {
  const member = await loadMemberProfile(context.api, params.id);
  return { meta: { title: member.name }, member };
}

export default function MemberPage() {
  const { t, i18n } = useTranslation();
  const { member } = useLoaderData<typeof loader>();
  const root = useRootData();
  const cdn = root?.settings.cdn_prefix ?? '/uploads/';
  // Spec §3 visible_profile_notes: which of the member's own texts the site shows, in its order.
  const notes = shownProfileNotes(root?.settings.visible_profile_notes ?? []);
  const age = typeof member.fields.age === 'number' ? member.fields.age : null;
  const place = [
    member.fields.city,
    typeof member.fields.country === 'string' ? countryName(member.fields.country, i18n.language) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const here = `/members/${member.id}`;
  const result = useActionData<typeof action>() as (ActionResult & { match?: boolean }) | undefined;
  const navigation = useNavigation();
  const liking = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'like';
  return (
    <Stack gap="large">
      <Stack gap="small">
        <PageHeading>
          {age === null ? member.name : t('member.nameAge', { name: member.name, age })}
        </PageHeading>
        {place ? <p>{place}</p> : null}
        {/* Right under the name, before anything to do with the profile (issue 18). */}
        <FictionalNotice fictional={member.fictional} />
        {root?.user && member.blocked ? null : root?.user ? (
          <Stack direction="row" gap="small" wrap align="center">
            {member.liked ? (
              <p>
                <strong>{t('member.youLike', { name: member.name })}</strong>
              </p>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="like" />
                <Button type="submit" loading={liking}>
                  {t('member.like', { name: member.name })}
                </Button>
              </Form>
            )}
            {root.user.id === member.id ? null : (
              <>
                <Button href={`${here}/chat`} variant="soft">
                  {t('member.chat', { name: member.name })}
                </Button>
                <Button href={`${here}/chat?gift=1`} variant="ghost">
                  {t('member.gift', { name: member.name })}
                </Button>
              </>
            )}
          </Stack>
        ) : (
          <VisitorActions name={member.name} here={here} />
        )}
      </Stack>
      {result?.match ? <MatchModal name={member.name} /> : null}
      <Card>
        <Stack gap="medium">
          <Heading level={2}>{t('member.photos')}</Heading>
          <PhotoGallery
            title={t('member.photosOf', { name: member.name })}
            lockedLabel={t('member.premiumPhoto')}
            photos={member.photos.map((p, i) => ({
              id: p.id,
              src: photoUrl(cdn, p.thumb_filename),
              // A locked photo's filename is its blur (ADR 0106), so are all its renditions.
              sources: photoSources(cdn, p.filename),
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
          {member.age_locked_photos > 0 ? (
            <AgeLockNotice message={t('ageAssurance.photosLocked')} returnTo={here} />
          ) : null}
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
          {notes.map((note) =>
            !member[note] ? null : note === 'about_me' ? (
              <p key={note}>{member.about_me}</p>
            ) : (
              <p key={note}>
                <strong>{t('profile.signupReason')} </strong>
                {member.signup_reason}
              </p>
            ),
          )}
          <ProfileFacts fields={member.fields} />
          {member.interests.length > 0 ? (
            <>
              <Heading level={3}>{t('member.interests')}</Heading>
              <Stack as="ul" direction="row" wrap gap="small">
                {member.interests.map((i) => (
                  <li key={i.slug}>
                    <InterestChip label={t(`interests.${i.slug}`, { defaultValue: i.slug })} slug={i.slug} />
                  </li>
                ))}
              </Stack>
            </>
          ) : null}
        </Stack>
      </Card>
      {root?.user && root.user.id !== member.id ? (
        <MemberSafety name={member.name} blocked={member.blocked} result={result} />
      ) : null}
    </Stack>
  );
}
