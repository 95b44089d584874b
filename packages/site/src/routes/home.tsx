/**
 * / — the brand's home page (spec §1, §2; issue 9). Visitors get the marketing page that
 * converts: a hero with real members of the brand and the signup form, how it works, members,
 * the premium benefits with the 46 % claim, trust and safety, a FAQ teaser and a last call.
 * Members get a members-first page: their ways in, new members, premium if they have none.
 * Light on purpose: no client code beyond the shared form; only the hero's faces load at once.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { brandTagline } from '@dating/brand';
import { PREMIUM_MATCH_CLAIM_PERCENT, signupAllowed } from '@dating/domain';
import { Button, Card, FeatureList, Heading, SpotlightHero, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { MemberGrid } from '../components/MemberGrid.tsx';
import { SignupForm } from '../components/SignupForm.tsx';
import { withPhotos } from '../components/landers/member-photos.ts';
import { requestLocale, translatorFor } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { useRootData } from '../lib/root-data.ts';
import { withTracking } from '../lib/tracking.ts';

export const meta = pageMeta;

/** Five faces in the hero and a row of six cards. */
const SHOWN = 11;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const [t, showcase] = await Promise.all([translatorFor(request, ctx), ctx.api.showcase({ limit: SHOWN })]);
  return {
    meta: { title: t('home.title'), description: brandTagline(ctx.site.brand, requestLocale(request, ctx)) },
    members: showcase.members,
  };
}

function PremiumBenefits({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="medium">
      <Heading level={2}>{t('home.premium.title', { percent: PREMIUM_MATCH_CLAIM_PERCENT })}</Heading>
      <FeatureList
        items={[
          { icon: 'star', title: t('home.premium.photos.title'), text: t('home.premium.photos.text') },
          { icon: 'chat', title: t('home.premium.chat.title'), text: t('home.premium.chat.text') },
          {
            icon: 'gift',
            title: t('home.premium.noSubscription.title'),
            text: t('home.premium.noSubscription.text'),
          },
        ]}
      />
      <div>
        <Button href={href} variant="soft">
          {t('home.premium.cta')}
        </Button>
      </div>
    </Stack>
  );
}

function MembersHome() {
  const { t } = useTranslation();
  const { members } = useLoaderData<typeof loader>();
  const root = useRootData();
  const user = root!.user!;
  return (
    <Stack gap="xlarge">
      <SpotlightHero
        title={t('home.member.title', { name: user.profile.name })}
        text={t('home.member.text')}
        actions={
          <>
            <Button href="/members" size="large">
              {t('home.browse')}
            </Button>
            <Button href="/chats" variant="soft" size="large">
              {t('nav.messages')}
            </Button>
            <Button href="/swipe-game" variant="ghost" size="large">
              {t('swipe.play')}
            </Button>
          </>
        }
      />
      <Stack gap="medium">
        <Heading level={2}>{t('home.member.newMembers')}</Heading>
        <MemberGrid members={members.slice(0, 6)} />
      </Stack>
      {user.paid_user ? null : <PremiumBenefits href="/premium" />}
    </Stack>
  );
}

function VisitorHome() {
  const { t } = useTranslation();
  const { members } = useLoaderData<typeof loader>();
  const root = useRootData()!;
  const brand = root.brand.name;
  const minAge = root.settings.min_age;
  const open = signupAllowed(root.settings.signups, root.tracking);
  const shown = withPhotos(members, root.settings.cdn_prefix);
  const faces = shown.slice(0, 5).map((m) => ({ src: m.thumb, alt: t('members.photoOf', { name: m.name }) }));
  const signupHref = withTracking('/signup', root.tracking);
  return (
    <Stack gap="xlarge">
      <SpotlightHero
        eyebrow={t('home.eyebrow')}
        title={t('home.heroTitle', { brand })}
        text={t('home.heroText')}
        faces={faces}
        actions={
          <>
            <Button href="/members">{t('home.browse')}</Button>
            <Button href="/login" variant="soft">
              {t('nav.login')}
            </Button>
          </>
        }
        aside={
          <Card>
            <Stack gap="medium">
              <Heading level={2} id="signup">
                {t('home.signupTitle')}
              </Heading>
              {open ? (
                <SignupForm Form={Form} result={undefined} busy={false} minAge={minAge} />
              ) : (
                <Button href={signupHref}>{t('nav.signup')}</Button>
              )}
            </Stack>
          </Card>
        }
      />
      <Stack gap="medium">
        <Heading level={2}>{t('home.how.title')}</Heading>
        <FeatureList
          numbered
          items={(['profile', 'find', 'chat'] as const).map((step) => ({
            icon: 'check',
            title: t(`home.how.${step}.title`),
            text: t(`home.how.${step}.text`, { brand }),
          }))}
        />
      </Stack>
      <Stack gap="medium">
        <Heading level={2}>{t('home.newMembers', { brand })}</Heading>
        <MemberGrid members={members.slice(5, 11)} />
      </Stack>
      <PremiumBenefits href="/pricing" />
      <Stack gap="medium">
        <Heading level={2}>{t('home.trust.title')}</Heading>
        <FeatureList
          items={[
            { icon: 'lock', title: t('home.trust.privacy.title'), text: t('home.trust.privacy.text') },
            { icon: 'check', title: t('home.trust.real.title'), text: t('home.trust.real.text') },
            {
              icon: 'info',
              title: t('home.trust.adults.title'),
              text: t('home.trust.adults.text', { minAge }),
            },
          ]}
        />
      </Stack>
      <Card>
        <Stack gap="medium">
          <Heading level={2}>{t('home.faq.title')}</Heading>
          {(['free', 'premium', 'privacy'] as const).map((q) => (
            <details key={q}>
              <summary>{t(`home.faq.${q}.q`, { brand })}</summary>
              <p>{t(`home.faq.${q}.a`, { brand, percent: PREMIUM_MATCH_CLAIM_PERCENT })}</p>
            </details>
          ))}
          <p>
            <a href="/pages/faq">{t('home.faq.more')}</a>
          </p>
        </Stack>
      </Card>
      <Stack gap="small" align="center">
        <Heading level={2}>{t('home.last.title', { brand })}</Heading>
        <Button href={open ? '#signup' : signupHref} size="large">
          {t('landers.cta')}
        </Button>
      </Stack>
    </Stack>
  );
}

export default function HomePage() {
  const root = useRootData();
  return root?.user ? <MembersHome /> : <VisitorHome />;
}
