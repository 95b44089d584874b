/**
 * /swipe-game (spec §2, §4): one profile at a time, liked or passed by dragging, by the buttons
 * or by the arrow keys; 4 likes a day, then a message saying when new likes come. Each decision
 * is sent at once and the stack is refilled from the server, which skips liked and passed ones.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useFetcher, useLoaderData, useSubmit } from '@remix-run/react';
import { DEFAULT_SITE_TIME_ZONE, dateFormatter } from '@dating/domain';
import { Alert, Button, EmptyState, Stack, SwipeCard } from '@dating/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MatchModal } from '../components/MatchModal.tsx';
import { FormError } from '../components/FormError.tsx';
import { PageHeading } from '../components/PageHeading.tsx';
import { apiFailure } from '../lib/api-action.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { photoUrl } from '../lib/photo-url.ts';
import { useRootData } from '../lib/root-data.ts';
import { readForm } from '../lib/read-form.server.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const { api } = await requireMember(request, ctx);
  const [state, t] = await Promise.all([api.swipeState(), translatorFor(request, ctx)]);
  return { meta: { title: t('swipe.title') }, state };
}

export async function action({ request, context: ctx }: ActionFunctionArgs) {
  const { api } = await requireMember(request, ctx);
  const form = await readForm(request);
  const id = Number(form.get('id'));
  const name = String(form.get('name') ?? '');
  try {
    const result = await api.swipe(id, form.get('intent') === 'like');
    return { ...result, name };
  } catch (error) {
    return apiFailure(error);
  }
}

/**
 * The reset time in the site's zone (the zone the API counts the day in, ADR 0043) with the
 * zone's name, the same on server and browser.
 */
function useResetTime(iso: string) {
  const { i18n } = useTranslation();
  const timeZone = useRootData()?.settings.time_zone ?? DEFAULT_SITE_TIME_ZONE;
  return dateFormatter(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

export default function SwipeGamePage() {
  const { t } = useTranslation();
  const { state } = useLoaderData<typeof loader>();
  // One fetcher per decision: a swipe made while the previous one is still on its way must not
  // abort it (one shared fetcher would, and the browser logs the aborted request). The screen
  // reads the newest decision's answer.
  const submit = useSubmit();
  const [lastKey, setLastKey] = useState('swipe-none');
  const fetcher = useFetcher<typeof action>({ key: lastKey });
  const root = useRootData();
  const cdn = root?.settings.cdn_prefix ?? '/uploads/';
  // Decided profiles leave the stack at once; the server's next stack no longer has them.
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const latest = fetcher.data && 'remaining' in fetcher.data ? fetcher.data : undefined;
  const remaining = latest?.remaining ?? state.remaining;
  const resetAt = useResetTime(latest?.resets_at ?? state.resets_at);
  const profiles = state.profiles.filter((p) => !gone.has(p.id));
  const decide = (like: boolean) => (id: string | number) => {
    const member = profiles.find((p) => p.id === id);
    if (!member) return;
    setGone((prev) => new Set(prev).add(member.id));
    const key = `swipe-${member.id}`;
    setLastKey(key);
    submit(
      { intent: like ? 'like' : 'pass', id: member.id, name: member.name },
      { method: 'post', navigate: false, fetcherKey: key },
    );
  };

  return (
    <Stack gap="large">
      <PageHeading>{t('swipe.title')}</PageHeading>
      <p aria-live="polite">
        {remaining > 0
          ? t('swipe.remaining', { count: remaining })
          : t('swipe.limitReached', { time: resetAt })}
      </p>
      <FormError result={fetcher.data && 'error' in fetcher.data ? fetcher.data : undefined} />
      {remaining > 0 ? (
        <SwipeCard
          profiles={profiles.map((p) => ({
            id: p.id,
            name: p.name,
            age: p.age,
            city: p.city,
            photo: photoUrl(cdn, p.main_image?.filename ?? ''),
            fictional: p.fictional,
          }))}
          onLike={decide(true)}
          onPass={decide(false)}
          labels={{
            stack: t('swipe.stack'),
            keys: t('swipe.keys'),
            like: (name) => t('swipe.like', { name }),
            pass: (name) => t('swipe.pass', { name }),
            photo: (name) => t('members.photoOf', { name }),
            age: (age) => t('members.age', { age }),
            // Issue 22: a fictional profile carries the site's mask here too.
            fictional: root?.settings.fictional_icon ? t('members.fictional') : undefined,
          }}
          empty={<EmptyState title={t('swipe.emptyTitle')} description={t('swipe.emptyText')} />}
        />
      ) : (
        <Alert tone="info">
          <Stack gap="small">
            <strong>{t('swipe.comeBack')}</strong>
            <Stack direction="row" gap="small" wrap>
              <Button href="/members" size="small">
                {t('swipe.toSearch')}
              </Button>
              <Button href="/likes" size="small" variant="soft">
                {t('nav.likes')}
              </Button>
            </Stack>
          </Stack>
        </Alert>
      )}
      {latest?.match ? <MatchModal key={latest.resets_at + latest.name} name={latest.name} /> : null}
    </Stack>
  );
}
