/**
 * Reading members for the back office (issue 19 point 1): the search with its filters and a
 * keyset cursor (newest first, `before` = the last id seen, so a deep page costs what the first
 * does), one member's page, and their credit ledger. Personas' member rows are not members here.
 */
import type { MemberDetail, MemberLedgerPage, MemberAdminQuery, MemberSummary } from '@dating/contract';
import type { Db } from '@dating/db';
import {
  conversations,
  creditLedger,
  memberBans,
  payments,
  photos,
  profiles,
  reports,
  sessions,
  staff,
  users,
} from '@dating/db/schema';
import { type MemberAdminStatus, TRACKING_KEYS, type TrackingKey, memberAdminStatus } from '@dating/domain';
import {
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNull,
  like,
  lt,
  ne,
  notLike,
  or,
  sql,
} from 'drizzle-orm';
import { ERASED_EMAIL_DOMAIN } from '../../lifecycle/erase.ts';

/** A kept traffic source as the console shows it: every key, null where it had none. */
const trackingView = (t: Record<string, string>) =>
  Object.fromEntries(TRACKING_KEYS.map((k) => [k, t[k] ?? null])) as Record<TrackingKey, string | null>;

export const MEMBER_PAGE_SIZE = 50;
export const LEDGER_PAGE_SIZE = 50;
/** The lists on a member's page show the newest this many (the ledger has its own pages). */
const RECENT = 50;

type Reader = Pick<Db, 'select'>;

const erasedSuffix = `%@${ERASED_EMAIL_DOMAIN}`;
/** `%`, `_` and `\` typed into the search box are matched as themselves. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The SQL of each console status, mirroring memberAdminStatus (packages/domain). */
function statusFilter(status: MemberAdminStatus): SQL {
  const banned = sql`${memberBans.id} is not null`;
  const notBanned = sql`${memberBans.id} is null`;
  const erased = like(users.emailNormalized, erasedSuffix);
  const notErased = notLike(users.emailNormalized, erasedSuffix);
  switch (status) {
    case 'erased':
      return erased;
    case 'banned':
      return and(notErased, banned)!;
    case 'pending_deletion':
      return and(notErased, notBanned, eq(users.status, 'pending_deletion'))!;
    case 'unactivated':
      return and(notErased, notBanned, eq(users.status, 'not_confirmed'))!;
    case 'active':
      return and(notErased, notBanned, eq(users.status, 'confirmed'))!;
  }
}

/** The search box: digits are an id, an address (with @) matches from its start, else a name part. */
function textFilter(q: string): SQL {
  if (/^\d{1,15}$/.test(q)) return eq(users.id, Number(q));
  const pattern = escapeLike(q.toLowerCase());
  if (q.includes('@')) return like(users.emailNormalized, `${pattern}%`);
  return or(ilike(profiles.name, `%${pattern}%`), like(users.emailNormalized, `${pattern}%`))!;
}

const summaryColumns = {
  id: users.id,
  brand: users.brandId,
  email: users.email,
  emailNormalized: users.emailNormalized,
  accountStatus: users.status,
  credits: users.credits,
  premium: users.paidUser,
  signupDate: users.signupDate,
  tracking: users.tracking,
  name: profiles.name,
  banId: memberBans.id,
};

/** One page of members matching the query (one more is read to know whether another page follows). */
export async function searchMembers(
  db: Reader,
  query: MemberAdminQuery,
  pageSize = MEMBER_PAGE_SIZE,
): Promise<{ members: MemberSummary[]; next_before: number | null }> {
  const where: SQL[] = [eq(users.fictional, false)];
  if (query.q) where.push(textFilter(query.q));
  if (query.brand) where.push(eq(users.brandId, query.brand));
  if (query.status) where.push(statusFilter(query.status));
  if (query.network) where.push(sql`${users.tracking}->>'network' = ${query.network}`);
  if (query.ref) where.push(sql`${users.tracking}->>'ref' = ${query.ref}`);
  if (query.before) where.push(lt(users.id, query.before));
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(memberBans, and(eq(memberBans.userId, users.id), isNull(memberBans.liftedAt)))
    .where(and(...where))
    .orderBy(desc(users.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  return {
    members: page.map((r) => ({
      id: Number(r.id),
      brand: r.brand,
      email: r.email,
      name: r.name,
      status: statusOf(r),
      credits: r.credits,
      premium: r.premium,
      signup_date: r.signupDate.toISOString(),
      network: r.tracking.network ?? null,
      ref: r.tracking.ref ?? null,
    })),
    next_before: rows.length > pageSize ? Number(page[page.length - 1]!.id) : null,
  };
}

function statusOf(r: { emailNormalized: string; accountStatus: MemberStateAccount; banId: number | null }) {
  return memberAdminStatus({
    accountStatus: r.accountStatus,
    erased: r.emailNormalized.endsWith(`@${ERASED_EMAIL_DOMAIN}`),
    banned: r.banId !== null,
  });
}
type MemberStateAccount = 'not_confirmed' | 'confirmed' | 'pending_deletion';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** One member's page, or null for an unknown id or a persona's row. */
export async function loadMemberDetail(db: Reader, id: number, now: Date): Promise<MemberDetail | null> {
  const [row] = await db
    .select({
      user: users,
      profile: profiles,
      banId: memberBans.id,
      banReason: memberBans.reason,
      bannedAt: memberBans.createdAt,
      bannedBy: staff.name,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(memberBans, and(eq(memberBans.userId, users.id), isNull(memberBans.liftedAt)))
    .leftJoin(staff, eq(staff.id, memberBans.bannedBy))
    .where(and(eq(users.id, id), eq(users.fictional, false)));
  if (!row) return null;
  const { user, profile } = row;
  const [photoRows, [conversationCount], reportRows, paymentRows, sessionRows] = await Promise.all([
    db.select().from(photos).where(eq(photos.userId, id)).orderBy(asc(photos.position), asc(photos.id)),
    db
      .select({ n: count() })
      .from(conversations)
      .where(or(eq(conversations.memberLow, id), eq(conversations.memberHigh, id))),
    db.select().from(reports).where(eq(reports.reportedId, id)).orderBy(desc(reports.id)).limit(RECENT),
    db.select().from(payments).where(eq(payments.userId, id)).orderBy(desc(payments.id)).limit(RECENT),
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastUsedAt))
      .limit(RECENT),
  ]);
  return {
    id: Number(user.id),
    brand: user.brandId,
    site_host: user.siteHost,
    email: user.email,
    language: user.language,
    status: statusOf({ emailNormalized: user.emailNormalized, accountStatus: user.status, banId: row.banId }),
    credits: user.credits,
    premium: user.paidUser,
    fictional: user.fictional,
    signup_date: user.signupDate.toISOString(),
    last_seen_at: iso(user.lastSeenAt),
    deleted_at: iso(user.deletedAt),
    deletion_reason: user.deletionReason,
    profile: profile
      ? {
          name: profile.name,
          gender: profile.gender,
          looking_for: profile.lookingForGender,
          date_of_birth: profile.dateOfBirth,
          country: profile.country,
          region: profile.region,
          city: profile.city,
          about_me: profile.aboutMe,
          shown: profile.status === 'active' && user.status !== 'pending_deletion',
        }
      : null,
    photos: photoRows.map((p) => ({
      id: Number(p.id),
      thumb_filename: p.thumbFilename,
      status: p.status,
      main: Number(p.id) === Number(profile?.mainPhotoId ?? 0),
    })),
    conversations: Number(conversationCount?.n ?? 0),
    reports: reportRows.map((r) => ({
      id: Number(r.id),
      reporter_id: Number(r.reporterId),
      reason: r.reason,
      message: r.message,
      status: r.status,
      created_at: r.createdAt.toISOString(),
    })),
    payments: paymentRows.map((p) => ({
      id: Number(p.id),
      created_at: p.createdAt.toISOString(),
      status: p.status,
      method: p.method,
      currency: p.currency,
      total_minor: p.totalMinor,
      credits: p.credits,
    })),
    tracking: {
      ...trackingView(user.tracking),
      last_touch: user.lastTouch ? { ...trackingView(user.lastTouch), at: user.lastTouch.at ?? '' } : null,
    },
    sessions: sessionRows.map((s) => ({
      created_at: s.createdAt.toISOString(),
      last_used_at: s.lastUsedAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      user_agent: s.userAgent,
    })),
    ban:
      row.banId !== null && row.bannedAt
        ? { reason: row.banReason ?? '', created_at: row.bannedAt.toISOString(), banned_by: row.bannedBy }
        : null,
  };
}

/** One page of the member's credit ledger, newest first. */
export async function memberLedger(db: Reader, id: number, before?: number): Promise<MemberLedgerPage> {
  const where = [eq(creditLedger.userId, id)];
  if (before) where.push(lt(creditLedger.id, before));
  const rows = await db
    .select()
    .from(creditLedger)
    .where(and(...where))
    .orderBy(desc(creditLedger.id))
    .limit(LEDGER_PAGE_SIZE + 1);
  const page = rows.slice(0, LEDGER_PAGE_SIZE);
  return {
    rows: page.map((r) => ({
      id: Number(r.id),
      created_at: r.createdAt.toISOString(),
      delta: r.delta,
      balance_after: r.balanceAfter,
      reason: r.reason,
    })),
    next_before: rows.length > LEDGER_PAGE_SIZE ? Number(page[page.length - 1]!.id) : null,
  };
}

/** Whether the id is a (non-fictional) member, for the routes' 404. */
export async function memberExists(db: Reader, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), ne(users.fictional, true)));
  return !!row;
}
