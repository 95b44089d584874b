/**
 * The scheduled notification e-mails (spec §3 preference keys; docs/decisions/0028). Each
 * function finds the members one kind of mail is due for, in one query bounded by a batch size,
 * sends each of them one mail summarising what happened, and records the time in
 * `notification_mail_state` — which is what batches new messages, and keeps reminders and weekly
 * updates from repeating. The SQL narrows the candidates; `mayMailNotification` (domain) has the
 * final word for each member.
 */
import type { Settings } from '@dating/contract';
import type { Db } from '@dating/db';
import {
  conversationMembers,
  conversations,
  likes,
  messages,
  notificationMailState,
  profiles,
  users,
} from '@dating/db/schema';
import {
  DEFAULT_EMAIL_PREFERENCES,
  MAIL_KIND_PREFERENCE,
  NOTIFICATION_LOOKBACK_MS,
  NOTIFICATION_MAIL_SPACING_MS,
  type NotificationMailKind,
  UNREAD_REMINDER_AGE_MS,
  UNREAD_REMINDER_FIRST_WINDOW_MS,
  mayMailNotification,
  notificationMailDue,
} from '@dating/domain';
import { type SQL, and, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { ApiDeps } from '../http/env.ts';
import { notificationMail } from '../mail/notification-mail.ts';
import { listedMember } from '../members/visibility.ts';
import { memberSite, memberSiteOrigin, siteMailSettings } from '../settings/member-site.ts';

/** At most this many members get one kind of mail per scheduler round; the rest follow next round. */
export const MAIL_BATCH = 200;
const DAY_MS = 86_400_000;

export type JobDeps = Pick<
  ApiDeps,
  'db' | 'brands' | 'mailer' | 'unsubscribeSecret' | 'publicOrigin' | 'uploadsPrefix' | 'pushPublicKey'
>;

const state = (kind: NotificationMailKind) =>
  and(eq(notificationMailState.userId, users.id), eq(notificationMailState.kind, kind));

/** SQL side of `mayMailNotification`: confirmed, real, nothing disabled, the kind's key on. */
const mailable = (kind: NotificationMailKind): SQL => {
  const key = MAIL_KIND_PREFERENCE[kind];
  return and(
    eq(users.status, 'confirmed'),
    eq(users.fictional, false),
    sql`cardinality(${users.notificationsDisabled}) = 0`,
    sql`coalesce((${users.emailPreferences} ->> ${key})::boolean, ${sql.raw(String(DEFAULT_EMAIL_PREFERENCES[key]))})`,
  )!;
};

const recipientColumns = {
  id: users.id,
  email: users.email,
  language: users.language,
  brandId: users.brandId,
  siteHost: users.siteHost,
  status: users.status,
  fictional: users.fictional,
  notificationsDisabled: users.notificationsDisabled,
  emailPreferences: users.emailPreferences,
  lastSentAt: notificationMailState.lastSentAt,
};
interface Recipient {
  id: number;
  email: string;
  language: string;
  brandId: string;
  siteHost: string | null;
  status: string;
  fictional: boolean;
  notificationsDisabled: string[];
  emailPreferences: Record<string, boolean>;
  lastSentAt: Date | null;
}

/** Events after the last mail of the kind, never further back than the lookback. */
const sinceLastMail = (column: SQL, now: Date) => {
  const floor = new Date(now.getTime() - NOTIFICATION_LOOKBACK_MS);
  return and(
    lte(column, now),
    sql`${column} > greatest(coalesce(${notificationMailState.lastSentAt}, ${floor}), ${floor})`,
  )!;
};

/** The spacing of the kind has passed since its last mail (in SQL, so the batch holds only due members). */
const spacingPassed = (kind: NotificationMailKind, now: Date) =>
  sql`(${notificationMailState.lastSentAt} is null or ${notificationMailState.lastSentAt} <= ${new Date(now.getTime() - NOTIFICATION_MAIL_SPACING_MS[kind])})`;

/** Sends one kind of mail to each member with events, then records it. */
async function deliver(
  deps: JobDeps,
  kind: NotificationMailKind,
  now: Date,
  rows: readonly (Recipient & { otherId?: number | null; newMembers?: number })[],
): Promise<number> {
  const byMember = new Map<
    number,
    { member: Recipient; others: number[]; count: number; newMembers: number }
  >();
  for (const row of rows) {
    const entry = byMember.get(row.id) ?? {
      member: row,
      others: [],
      count: 0,
      newMembers: row.newMembers ?? 0,
    };
    // Rows without another member (a weekly update with only new members) count nothing.
    if (row.otherId != null) entry.count += 1;
    if (row.otherId != null && !entry.others.includes(row.otherId)) entry.others.push(row.otherId);
    byMember.set(row.id, entry);
  }
  const ids = [...byMember.keys(), ...[...byMember.values()].flatMap((e) => e.others)];
  if (ids.length === 0) return 0;
  const names = new Map(
    (
      await deps.db
        .select({ id: profiles.userId, name: profiles.name })
        .from(profiles)
        .where(inArray(profiles.userId, ids))
    ).map((p) => [Number(p.id), p.name]),
  );
  const settings = new Map<string, Settings>();
  let sent = 0;
  for (const { member, others, count, newMembers } of byMember.values()) {
    if (!mayMailNotification(kind, member) || !notificationMailDue(kind, member.lastSentAt, now)) continue;
    const site = memberSite(deps.brands, member.brandId, member.siteHost);
    if (!site) continue;
    const s = settings.get(site.domain.host) ?? (await siteMailSettings(deps, site));
    settings.set(site.domain.host, s);
    try {
      const mail = await notificationMail({
        kind,
        site,
        origin: memberSiteOrigin(deps, site),
        locale: member.language,
        userId: Number(member.id),
        to: member.email,
        name: names.get(Number(member.id)) ?? '',
        supportEmail: s.support_email,
        mailName: s.mail_name,
        unsubscribeSecret: deps.unsubscribeSecret,
        names: others.map((o) => names.get(o)).filter((n): n is string => !!n),
        count: kind === 'new_conversation' ? others.length : count,
        newMembers,
      });
      // The mail (queued with SMTP, ADR 0073) and its record are one transaction: each round's
      // mail is stored once, and one that could not be stored is tried again next round.
      await deps.db.transaction(async (tx) => {
        await deps.mailer.send(mail, tx as unknown as Db);
        await tx
          .insert(notificationMailState)
          .values({ userId: Number(member.id), kind, lastSentAt: now })
          .onConflictDoUpdate({
            target: [notificationMailState.userId, notificationMailState.kind],
            set: { lastSentAt: now },
          });
      });
    } catch (error) {
      // Not recorded: the next round tries again.
      console.error(`[mail] ${kind} mail to user ${member.id} failed:`, (error as Error).message);
      continue;
    }
    sent += 1;
  }
  return sent;
}

/** The member on the receiving side of a conversation. */
const recipientOf = (db: Db) =>
  db
    .select({ ...recipientColumns, otherId: conversations.startedBy })
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, conversations.id),
        ne(conversationMembers.memberId, conversations.startedBy),
      ),
    )
    .innerJoin(users, eq(users.id, conversationMembers.memberId));

/** First message of a new conversation: one mail per round naming who started them. */
export async function sendNewConversationMails(deps: JobDeps, now: Date): Promise<number> {
  const kind = 'new_conversation';
  const rows = await recipientOf(deps.db)
    .leftJoin(notificationMailState, state(kind))
    .where(
      and(
        mailable(kind),
        sinceLastMail(sql`${conversations.createdAt}`, now),
        // Not while the starter's message is held (their address is not confirmed yet).
        sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderId} = ${conversations.startedBy} and not ${messages.held})`,
      ),
    )
    .orderBy(desc(conversations.createdAt))
    .limit(MAIL_BATCH);
  return deliver(deps, kind, now, rows);
}

/** The first message of a conversation (it has the new-conversation mail instead). */
const notFirstMessage = sql`${messages.id} <> (select min(m2.id) from ${messages} m2 where m2.conversation_id = ${messages.conversationId})`;

/** Unread messages in the recipient's conversations (after they last opened it). */
const unreadMessages = (db: Db, kind: NotificationMailKind) =>
  db
    .select({ ...recipientColumns, otherId: messages.senderId })
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, messages.conversationId),
        ne(conversationMembers.memberId, messages.senderId),
      ),
    )
    .innerJoin(users, eq(users.id, conversationMembers.memberId))
    .leftJoin(notificationMailState, state(kind));

const stillUnread = and(
  eq(messages.held, false),
  gt(conversationMembers.unread, 0),
  sql`(${conversationMembers.lastReadAt} is null or ${messages.createdAt} > ${conversationMembers.lastReadAt})`,
)!;

/** New messages, batched: at most one mail per member per spacing, summarising what is unread. */
export async function sendNewMessageMails(deps: JobDeps, now: Date): Promise<number> {
  const kind = 'new_message';
  const rows = await unreadMessages(deps.db, kind)
    .where(
      and(
        mailable(kind),
        spacingPassed(kind, now),
        stillUnread,
        notFirstMessage,
        sinceLastMail(sql`${messages.createdAt}`, now),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(MAIL_BATCH * 5);
  return deliver(deps, kind, now, rows);
}

/** New likes since the last like mail. */
export async function sendLikeMails(deps: JobDeps, now: Date): Promise<number> {
  const kind = 'like';
  const rows = await deps.db
    .select({ ...recipientColumns, otherId: likes.likerId })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.likedId))
    .leftJoin(notificationMailState, state(kind))
    .where(and(mailable(kind), sinceLastMail(sql`${likes.createdAt}`, now)))
    .orderBy(desc(likes.createdAt))
    .limit(MAIL_BATCH * 5);
  return deliver(deps, kind, now, rows);
}

/** Unread messages a day old or older that no earlier reminder covered, at most every few days. */
export async function sendUnreadReminderMails(deps: JobDeps, now: Date): Promise<number> {
  const kind = 'unread_reminder';
  const to = new Date(now.getTime() - UNREAD_REMINDER_AGE_MS);
  const firstFrom = new Date(to.getTime() - UNREAD_REMINDER_FIRST_WINDOW_MS);
  const rows = await unreadMessages(deps.db, kind)
    .where(
      and(
        mailable(kind),
        spacingPassed(kind, now),
        stillUnread,
        lte(messages.createdAt, to),
        // The same window as the domain's unreadReminderWindow, per member in SQL.
        sql`${messages.createdAt} > coalesce(${notificationMailState.lastSentAt} - ${sql.raw(`interval '${UNREAD_REMINDER_AGE_MS / 1000} seconds'`)}, ${firstFrom})`,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(MAIL_BATCH * 5);
  return deliver(deps, kind, now, rows);
}

/**
 * The weekly update: likes this week and new members near the member (same country, the gender
 * they look for). Members with nothing to report are recorded too, so they are looked at weekly.
 */
export async function sendWeeklyUpdateMails(deps: JobDeps, now: Date): Promise<number> {
  const kind = 'weekly_update';
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const due = await deps.db
    .select({
      ...recipientColumns,
      signupDate: users.signupDate,
      country: profiles.country,
      lookingFor: profiles.lookingForGender,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(notificationMailState, state(kind))
    .where(
      and(
        mailable(kind),
        sql`coalesce(${notificationMailState.lastSentAt}, ${users.signupDate}) <= ${weekAgo}`,
      ),
    )
    .limit(MAIL_BATCH);
  let sent = 0;
  for (const member of due) {
    const likers = await deps.db
      .select({ otherId: likes.likerId })
      .from(likes)
      .where(and(eq(likes.likedId, member.id), gt(likes.createdAt, weekAgo), lte(likes.createdAt, now)));
    const [near] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(
        and(
          listedMember(member.brandId),
          eq(profiles.country, member.country),
          ne(profiles.userId, member.id),
          gt(users.signupDate, weekAgo),
          lte(users.signupDate, now),
          member.lookingFor ? eq(profiles.gender, member.lookingFor) : undefined,
        ),
      );
    const newMembers = near?.n ?? 0;
    const recipient = { ...member, lastSentAt: member.lastSentAt ?? member.signupDate };
    if (likers.length === 0 && newMembers === 0) {
      await deps.db
        .insert(notificationMailState)
        .values({ userId: Number(member.id), kind, lastSentAt: now })
        .onConflictDoUpdate({
          target: [notificationMailState.userId, notificationMailState.kind],
          set: { lastSentAt: now },
        });
      continue;
    }
    const rows =
      likers.length > 0
        ? likers.map((l) => ({ ...recipient, ...l, newMembers }))
        : [{ ...recipient, otherId: null, newMembers }];
    sent += await deliver(deps, kind, now, rows);
  }
  return sent;
}
