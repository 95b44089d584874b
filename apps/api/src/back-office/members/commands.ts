/**
 * The back office's member actions (issue 19 point 1, ADR 0058). Each runs in one transaction
 * with its audit row and goes through the member side's own commands: the ledger for credits,
 * the activation-mail command, the erase job's erasure. A refusal writes nothing.
 */
import type { Db } from '@dating/db';
import { bannedSessions, memberBans, profiles, pushSubscriptions, sessions, users } from '@dating/db/schema';
import { creditChangeProblem } from '@dating/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { requestActivationMail } from '../../account/commands.ts';
import type { AccountMailer } from '../../account/send-account-mail.ts';
import { banEmailHash } from '../../auth/bans.ts';
import type { ChatEventBus } from '../../chat/events.ts';
import { atomically } from '../../core/atomically.ts';
import type { Clock } from '../../core/clock.ts';
import { type Result, done, refuse } from '../../core/result.ts';
import { type LedgerTx, changeCredits } from '../../ledger/commands.ts';
import { ERASED_EMAIL_DOMAIN, type EraseDeps, eraseAccount } from '../../lifecycle/erase.ts';
import { recordAudit } from '../../staff/audit.ts';

/** Who acts, for the audit row. */
export interface Actor {
  staffId: number;
  ip?: string | null;
}

type Account = typeof users.$inferSelect;

const isErased = (account: Account) => account.emailNormalized.endsWith(`@${ERASED_EMAIL_DOMAIN}`);

/** The member row staff may act on: not a persona's row; `member_erased` for the anonymous stub. */
async function actionable(tx: Db, id: number): Promise<Result<Account>> {
  const [account] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!account || account.fictional) return refuse('member_not_found');
  if (isErased(account)) return refuse('member_erased');
  return done(account);
}

const activeBan = async (tx: Db, id: number) =>
  (
    await tx
      .select()
      .from(memberBans)
      .where(and(eq(memberBans.userId, id), isNull(memberBans.liftedAt)))
  )[0] ?? null;

/**
 * Bans the member: the ban row (with the address's hash, so it also refuses a new signup), the
 * profile hidden, every session and push subscription ended, and their open pages' live streams
 * closed once the transaction is in. The ended sessions are remembered, so the member's next
 * page shows the ban page instead of the login page.
 */
export async function banMember(
  deps: { db: Db; events: ChatEventBus },
  input: { actor: Actor; id: number; reason: string },
  clock: Clock,
): Promise<Result<void>> {
  const now = clock();
  const result = await atomically(deps.db, async (tx) => {
    const found = await actionable(tx, input.id);
    if (!found.ok) return found;
    const account = found.value;
    if (await activeBan(tx, input.id)) return refuse('member_already_banned');
    const [ban] = await tx
      .insert(memberBans)
      .values({
        userId: input.id,
        brandId: account.brandId,
        emailHash: banEmailHash(account.emailNormalized),
        reason: input.reason,
        bannedBy: input.actor.staffId,
        createdAt: now,
      })
      .returning({ id: memberBans.id });
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, input.id))
      .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
    if (ended.length > 0) {
      await tx
        .insert(bannedSessions)
        .values(ended.map((s) => ({ id: s.id, banId: Number(ban!.id), expiresAt: s.expiresAt })));
    }
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, input.id));
    await tx.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, input.id));
    await recordAudit(
      tx,
      {
        staffId: input.actor.staffId,
        action: 'member.ban',
        targetType: 'member',
        targetId: input.id,
        before: { banned: false },
        after: { banned: true, reason: input.reason, sessions_ended: ended.length },
        ip: input.actor.ip,
      },
      now,
    );
    return done(undefined);
  });
  if (result.ok) await deps.events.endStreams(input.id);
  return result;
}

/** Lifts the ban: login and signup work again, and the profile shows again when the account is confirmed. */
export async function unbanMember(
  db: Db,
  input: { actor: Actor; id: number; reason: string },
  clock: Clock,
): Promise<Result<void>> {
  const now = clock();
  return atomically(db, async (tx) => {
    const found = await actionable(tx, input.id);
    if (!found.ok) return found;
    const ban = await activeBan(tx, input.id);
    if (!ban) return refuse('member_not_banned');
    await tx
      .update(memberBans)
      .set({ liftedAt: now, liftedBy: input.actor.staffId, liftReason: input.reason })
      .where(eq(memberBans.id, ban.id));
    await tx.delete(bannedSessions).where(eq(bannedSessions.banId, ban.id));
    // A confirmed account's profile was active before the ban (an unconfirmed one's never was).
    if (found.value.status === 'confirmed') {
      await tx.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, input.id));
    }
    await recordAudit(
      tx,
      {
        staffId: input.actor.staffId,
        action: 'member.unban',
        targetType: 'member',
        targetId: input.id,
        before: { banned: true, reason: ban.reason },
        after: { banned: false, reason: input.reason },
        ip: input.actor.ip,
      },
      now,
    );
    return done(undefined);
  });
}

/**
 * Gives (positive) or takes (negative) credits through the ledger, with a `staff` ledger row; a
 * change that would leave the balance below zero is refused on the `delta` field.
 */
export async function changeMemberCredits(
  db: Db,
  input: { actor: Actor; id: number; delta: number; reason: string },
  clock: Clock,
): Promise<Result<{ balance: number }>> {
  const now = clock();
  return atomically(db, async (tx) => {
    const found = await actionable(tx, input.id);
    if (!found.ok) return found;
    const before = found.value.credits;
    const problem = creditChangeProblem(before, input.delta);
    if (problem) return refuse('validation_failed', { fields: { delta: problem } });
    // `atomically` hands the transaction over typed as Db; it is the ledger's transaction.
    const ledgerTx = tx as unknown as LedgerTx;
    const changed = await changeCredits(ledgerTx, { member: input.id, delta: input.delta, reason: 'staff' });
    if (!changed.ok) return refuse('validation_failed', { fields: { delta: 'credits_below_zero' } });
    await recordAudit(
      tx,
      {
        staffId: input.actor.staffId,
        action: 'member.credits',
        targetType: 'member',
        targetId: input.id,
        before: { credits: before },
        after: { credits: changed.value.balance, delta: input.delta, reason: input.reason },
        ip: input.actor.ip,
      },
      now,
    );
    return done({ balance: changed.value.balance });
  });
}

/**
 * The member's activation mail again, through the resend command the member's own button uses
 * (its daily limit included); `member_already_confirmed` for a confirmed address. The link's
 * token, the mail (stored through the transaction, ADR 0073) and the audit row are one
 * transaction: a mail never announces a link that a rollback took back.
 */
export async function resendMemberActivation(
  db: Db,
  input: {
    actor: Actor;
    id: number;
    /** The member's site's mailer, its settings read before the transaction starts. */
    mail: (account: { brandId: string; siteHost: string | null }) => Promise<AccountMailer | null>;
  },
  clock: Clock,
): Promise<Result<void>> {
  const now = clock();
  const [site] = await db
    .select({ brandId: users.brandId, siteHost: users.siteHost })
    .from(users)
    .where(eq(users.id, input.id));
  const mail = site ? await input.mail(site) : null;
  if (!mail) return refuse('member_not_found');
  return atomically(db, async (tx) => {
    const found = await actionable(tx, input.id);
    if (!found.ok) return found;
    if (found.value.status !== 'not_confirmed') return refuse('member_already_confirmed');
    const sent = await requestActivationMail(tx, { userId: input.id, mail }, clock);
    if (!sent.ok) return sent;
    await recordAudit(
      tx,
      {
        staffId: input.actor.staffId,
        action: 'member.activation_mail',
        targetType: 'member',
        targetId: input.id,
        after: { to: found.value.email },
        ip: input.actor.ip,
      },
      now,
    );
    return done(undefined);
  });
}

/** The export of the member's data was handed to a staff member (the download itself is a read). */
export async function recordMemberExport(db: Db, input: { actor: Actor; id: number }, clock: Clock) {
  await recordAudit(
    db,
    {
      staffId: input.actor.staffId,
      action: 'member.export',
      targetType: 'member',
      targetId: input.id,
      ip: input.actor.ip,
    },
    clock(),
  );
}

/**
 * Erases the member on request at once, with the erase job's own erasure (the anonymous stub
 * stays for the books). A ban in force keeps refusing the address: it holds only its hash.
 */
export async function eraseMember(
  deps: EraseDeps & { events: ChatEventBus },
  input: { actor: Actor; id: number; reason: string; confirmId: number },
  clock: Clock,
): Promise<Result<void>> {
  const now = clock();
  if (input.confirmId !== input.id) return refuse('validation_failed', { fields: { confirm_id: 'invalid' } });
  const result = await atomically(deps.db, async (tx) => {
    const found = await actionable(tx, input.id);
    if (!found.ok) return found;
    // Filed like an account the erase job took: deleted now, then erased.
    await tx.update(users).set({ status: 'pending_deletion', deletedAt: now }).where(eq(users.id, input.id));
    await eraseAccount({ ...deps, db: tx }, input.id);
    await recordAudit(
      tx,
      {
        staffId: input.actor.staffId,
        action: 'member.erase',
        targetType: 'member',
        targetId: input.id,
        before: { status: found.value.status, credits: found.value.credits },
        after: { erased: true, reason: input.reason },
        ip: input.actor.ip,
      },
      now,
    );
    return done(undefined);
  });
  if (result.ok) await deps.events.endStreams(input.id);
  return result;
}
