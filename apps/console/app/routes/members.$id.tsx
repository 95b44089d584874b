/**
 * One member (support and admins): profile, photos, status, credits and the ledger (paged),
 * payments, conversations, reports against them, tracking, sessions; and the actions (ban,
 * unban, credits, activation mail, export, erasure with a confirm step).
 */
import type { MemberDetail, MemberLedgerPage } from '@dating/contract';
import { Alert, Heading, Stack } from '@dating/ui-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { type ActionState, MemberActions } from '../components/members/ActionForms.tsx';
import { DataTable, Facts } from '../components/members/DataTable.tsx';
import { StatusBadge } from '../components/members/StatusBadge.tsx';
import * as own from '../components/members/members.css.ts';
import { formErrors } from '../lib/form-errors.ts';
import { money } from '../lib/members.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import { useRootData } from '../root.tsx';
import * as styles from '../styles.css.ts';
import { formatDateTime } from '../lib/date-time.ts';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.member.profile?.name ?? data.member.email} (#${data.member.id})` : 'Member' },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireArea(request, context, 'members');
  const id = encodeURIComponent(params.id ?? '');
  const before = new URL(request.url).searchParams.get('ledger_before');
  const [one, ledger] = await Promise.all([
    staffApi<{ member: MemberDetail }>(request, context, `/members/${id}`),
    staffApi<MemberLedgerPage>(
      request,
      context,
      `/members/${id}/ledger${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    ),
  ]);
  return {
    member: orThrow(one, request).member,
    ledger: orThrow(ledger, request),
    ledgerPaged: Boolean(before),
  };
}

const DONE: Record<string, string> = {
  ban: 'members.banned',
  unban: 'members.unbanned',
  credits: 'members.creditsDone',
  activation: 'members.activationDone',
  erase: 'members.erased',
};

export async function action({
  request,
  context,
  params,
}: ActionFunctionArgs): Promise<ActionState & { done: string | null }> {
  await requireArea(request, context, 'members');
  const id = encodeURIComponent(params.id ?? '');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const reason = String(form.get('reason') ?? '');
  const calls: Record<string, [string, unknown]> = {
    ban: ['/ban', { reason }],
    unban: ['/unban', { reason }],
    credits: ['/credits', { delta: String(form.get('delta') ?? '').trim(), reason }],
    activation: ['/activation-mail', {}],
    erase: ['/erase', { reason, confirm_id: String(form.get('confirm_id') ?? '').trim() }],
  };
  const chosen = calls[intent];
  if (!chosen) throw new Response('Unknown action', { status: 400 });
  const answer = await staffApi(request, context, `/members/${id}${chosen[0]}`, {
    method: 'POST',
    body: chosen[1],
  });
  if (answer.status === 401) orThrow(answer, request);
  return answer.ok
    ? { intent, done: DONE[intent] ?? null, errors: null }
    : { intent, done: null, errors: formErrors(answer.error) };
}

export default function MemberPage() {
  const { member, ledger, ledgerPaged } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const [search] = useSearchParams();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const locale = useRootData()?.locale ?? 'en';
  const when = (iso: string | null) => (iso ? formatDateTime(locale, iso) : '—');
  const p = member.profile;
  const title = p?.name ?? member.email;
  return (
    <Stack gap="large">
      <div className={styles.pageHead}>
        <Heading level={1}>
          {title} <span className={styles.muted}>#{member.id}</span>
        </Heading>
        <StatusBadge status={member.status} />
      </div>
      <Link to="/members">{t('members.back')}</Link>
      {data?.done ? (
        <Alert tone="positive" role="status">
          {t(data.done)}
        </Alert>
      ) : null}
      {member.ban ? (
        <Alert tone="warning">
          {t('members.banNotice', {
            when: when(member.ban.created_at),
            who: member.ban.banned_by ?? t('audit.system'),
            reason: member.ban.reason,
          })}
        </Alert>
      ) : null}
      <div className={own.columns}>
        <Stack gap="large">
          <section className={own.section} aria-labelledby="account-title">
            <Heading level={2} id="account-title">
              {t('members.account')}
            </Heading>
            <Facts
              items={[
                [t('members.email'), member.email],
                [t('members.brand'), `${member.brand}${member.site_host ? ` (${member.site_host})` : ''}`],
                [t('members.language'), member.language],
                [
                  t('members.credits'),
                  <span key="c" data-testid="member-credits">
                    {member.credits}
                  </span>,
                ],
                [t('members.premium'), t(member.premium ? 'members.yes' : 'members.no')],
                [t('members.conversations'), member.conversations],
                [t('members.signedUp'), when(member.signup_date)],
                [t('members.lastSeen'), when(member.last_seen_at)],
                [t('members.deletedAt'), member.deleted_at ? when(member.deleted_at) : null],
                [t('members.deletionReason'), member.deletion_reason],
              ]}
            />
          </section>
          {p ? (
            <section className={own.section} aria-labelledby="profile-title">
              <Heading level={2} id="profile-title">
                {t('members.profile')}
              </Heading>
              <Facts
                items={[
                  [t('members.name'), p.name],
                  [
                    t('members.gender'),
                    p.gender && t(`desk.values.gender.${p.gender}`, { defaultValue: p.gender }),
                  ],
                  [
                    t('members.lookingFor'),
                    p.looking_for && t(`member.gender.${p.looking_for}`, { defaultValue: p.looking_for }),
                  ],
                  [t('members.dateOfBirth'), p.date_of_birth],
                  [t('members.place'), [p.city, p.region, p.country].filter(Boolean).join(', ')],
                  [t('members.shown'), t(p.shown ? 'members.yes' : 'members.no')],
                  [t('members.aboutMe'), p.about_me],
                ]}
              />
              {member.photos.length > 0 ? (
                <ul className={own.photos} aria-label={t('members.photos')}>
                  {member.photos.map((photo) => (
                    <li key={photo.id}>
                      <img
                        className={styles.thumb}
                        src={`/uploads/${photo.thumb_filename}`}
                        alt={t('members.photoAlt', { status: photo.status })}
                        width={96}
                        height={120}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t('members.noPhotos')}</p>
              )}
            </section>
          ) : null}
          <section className={own.section} aria-labelledby="ledger-title">
            <Heading level={2} id="ledger-title">
              {t('members.ledger')}
            </Heading>
            {ledger.rows.length === 0 ? (
              <p>{t('members.ledgerEmpty')}</p>
            ) : (
              <DataTable
                label={t('members.ledger')}
                columns={[
                  t('members.when'),
                  t('members.delta'),
                  t('members.balance'),
                  t('members.ledgerReason'),
                ]}
                rows={ledger.rows.map((r) => ({
                  key: r.id,
                  cells: [
                    when(r.created_at),
                    r.delta > 0 ? `+${r.delta}` : String(r.delta),
                    r.balance_after,
                    t(`members.ledgerReasons.${r.reason}`, { defaultValue: r.reason }),
                  ],
                }))}
              />
            )}
            <nav aria-label={t('members.ledgerPaging')} className={styles.pager}>
              {ledgerPaged ? <Link to={`/members/${member.id}`}>{t('members.newest')}</Link> : <span />}
              {ledger.next_before ? (
                <Link to={`/members/${member.id}?ledger_before=${ledger.next_before}`} rel="next">
                  {t('members.older')}
                </Link>
              ) : null}
            </nav>
          </section>
          <section className={own.section} aria-labelledby="payments-title">
            <Heading level={2} id="payments-title">
              {t('members.payments')}
            </Heading>
            {member.payments.length === 0 ? (
              <p>{t('members.paymentsEmpty')}</p>
            ) : (
              <DataTable
                label={t('members.payments')}
                columns={[
                  t('members.when'),
                  t('members.amount'),
                  t('members.credits'),
                  t('members.method'),
                  t('members.status'),
                ]}
                rows={member.payments.map((pay) => ({
                  key: pay.id,
                  cells: [
                    when(pay.created_at),
                    money(locale, pay.total_minor, pay.currency),
                    pay.credits,
                    pay.method,
                    t(`members.paymentStatuses.${pay.status}`, { defaultValue: pay.status }),
                  ],
                }))}
              />
            )}
          </section>
          <section className={own.section} aria-labelledby="reports-title">
            <Heading level={2} id="reports-title">
              {t('members.reports')}
            </Heading>
            {member.reports.length === 0 ? (
              <p>{t('members.reportsEmpty')}</p>
            ) : (
              <DataTable
                label={t('members.reports')}
                columns={[
                  t('members.when'),
                  t('members.reporter'),
                  t('members.reportReason'),
                  t('members.message'),
                  t('members.status'),
                ]}
                rows={member.reports.map((r) => ({
                  key: r.id,
                  cells: [
                    when(r.created_at),
                    <Link key="r" to={`/members/${r.reporter_id}`}>
                      #{r.reporter_id}
                    </Link>,
                    r.reason,
                    r.message ?? '—',
                    r.status,
                  ],
                }))}
              />
            )}
          </section>
          <section className={own.section} aria-labelledby="tracking-title">
            <Heading level={2} id="tracking-title">
              {t('members.tracking')}
            </Heading>
            <p className={styles.muted}>{t('members.trackingHint')}</p>
            <Facts
              items={[
                [t('members.network'), member.tracking.network],
                [t('members.ref'), member.tracking.ref],
                ['sub1', member.tracking.sub1],
                ['sub2', member.tracking.sub2],
                ['sub3', member.tracking.sub3],
                [t('members.firstTouch'), when(member.signup_date)],
              ]}
            />
            <Heading level={3}>{t('members.lastTouch')}</Heading>
            {member.tracking.last_touch ? (
              <Facts
                items={[
                  [t('members.network'), member.tracking.last_touch.network],
                  [t('members.ref'), member.tracking.last_touch.ref],
                  ['sub1', member.tracking.last_touch.sub1],
                  ['sub2', member.tracking.last_touch.sub2],
                  ['sub3', member.tracking.last_touch.sub3],
                  [t('members.lastTouchAt'), when(member.tracking.last_touch.at)],
                ]}
              />
            ) : (
              <p>{t('members.noLastTouch')}</p>
            )}
          </section>
          <section className={own.section} aria-labelledby="sessions-title">
            <Heading level={2} id="sessions-title">
              {t('members.sessions')}
            </Heading>
            {member.sessions.length === 0 ? (
              <p>{t('members.sessionsEmpty')}</p>
            ) : (
              <DataTable
                label={t('members.sessions')}
                columns={[
                  t('members.started'),
                  t('members.lastUsed'),
                  t('members.expires'),
                  t('members.device'),
                ]}
                rows={member.sessions.map((s, i) => ({
                  key: `${s.created_at}-${i}`,
                  cells: [when(s.created_at), when(s.last_used_at), when(s.expires_at), s.user_agent ?? '—'],
                }))}
              />
            )}
          </section>
        </Stack>
        <section className={own.section} aria-labelledby="actions-title">
          <Heading level={2} id="actions-title">
            {t('members.actions')}
          </Heading>
          <MemberActions
            member={member}
            state={data}
            busy={busy}
            confirmErase={search.get('erase') === '1'}
          />
        </section>
      </div>
    </Stack>
  );
}
