/**
 * "My data" (GDPR Art. 15 access, Art. 20 portability; issue 10): everything the site holds
 * about one member as JSON files, with their photo files, streamed as one ZIP. Other members
 * appear only by id and name. Secrets never leave: no password hash, no token hashes, no
 * session ids, no stored-card provider tokens (ADR 0029).
 */
import type { Db } from '@dating/db';
import type { PhotoStore } from '@dating/storage';
import {
  blocks,
  conversations,
  creditLedger,
  directDebitRequests,
  discountCodeUses,
  discountCodes,
  likes,
  messages,
  notificationMailState,
  payments,
  photos,
  profileInterests,
  profiles,
  pushSubscriptions,
  reports,
  sessions,
  storedPaymentMethods,
  users,
} from '@dating/db/schema';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { asc, eq, inArray, or } from 'drizzle-orm';

type Json = Record<string, unknown> | unknown[];

/** A photo file of the export: where it goes in the ZIP and where its bytes are kept. */
interface ExportFile {
  path: string;
  store: PhotoStore;
  key: string;
}

/** Every file of the export: JSON documents, and photo files read from disk when they exist. */
export async function collectMyData(
  db: Db,
  stores: { photoStore: PhotoStore; chatPhotoStore: PhotoStore },
  userId: number,
  now: Date,
): Promise<{ json: Record<string, Json>; files: ExportFile[] }> {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  if (!account) throw new Error(`user ${userId} is missing`);
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const interestRows = await db
    .select({ slug: profileInterests.interestSlug })
    .from(profileInterests)
    .where(eq(profileInterests.userId, userId));
  const photoRows = await db
    .select()
    .from(photos)
    .where(eq(photos.userId, userId))
    .orderBy(asc(photos.position), asc(photos.id));

  const convRows = await db
    .select()
    .from(conversations)
    .where(or(eq(conversations.memberLow, userId), eq(conversations.memberHigh, userId)));
  const otherIds = new Set<number>();
  for (const conv of convRows) otherIds.add(conv.memberLow === userId ? conv.memberHigh : conv.memberLow);
  const likeRows = await db
    .select()
    .from(likes)
    .where(or(eq(likes.likerId, userId), eq(likes.likedId, userId)));
  for (const l of likeRows) otherIds.add(l.likerId === userId ? l.likedId : l.likerId);
  const blockRows = await db.select().from(blocks).where(eq(blocks.blockerId, userId));
  for (const b of blockRows) otherIds.add(b.blockedId);
  const reportRows = await db.select().from(reports).where(eq(reports.reporterId, userId));
  for (const r of reportRows) otherIds.add(r.reportedId);
  const names = new Map<number, string>();
  if (otherIds.size > 0) {
    const rows = await db
      .select({ id: profiles.userId, name: profiles.name })
      .from(profiles)
      .where(inArray(profiles.userId, [...otherIds]));
    for (const r of rows) names.set(Number(r.id), r.name);
  }
  const member = (id: number) => ({ id, name: names.get(id) ?? null });

  const files: ExportFile[] = [];
  const addFile = async (path: string, store: PhotoStore, key: string) => {
    if (await store.exists(key)) files.push({ path, store, key });
  };
  for (const p of photoRows) {
    await addFile(`photos/${p.filename}`, stores.photoStore, p.filename);
  }

  const messageRows =
    convRows.length === 0
      ? []
      : await db
          .select()
          .from(messages)
          .where(
            inArray(
              messages.conversationId,
              convRows.map((c) => c.id),
            ),
          )
          .orderBy(asc(messages.id));
  const conversationsJson = [];
  for (const conv of convRows) {
    const other = conv.memberLow === userId ? conv.memberHigh : conv.memberLow;
    const list = [];
    for (const m of messageRows.filter((row) => row.conversationId === conv.id)) {
      const mine = m.senderId === userId;
      let photo: string | null = null;
      if (m.photoFile) {
        photo = `chat-photos/${m.photoFile}`;
        await addFile(photo, stores.chatPhotoStore, m.photoFile);
      }
      list.push({
        id: m.id,
        from: mine ? 'me' : member(other).name,
        kind: m.kind,
        text: m.body,
        gift: m.giftId,
        photo,
        credits: mine ? m.credits : undefined,
        held: m.held,
        sent_at: m.createdAt.toISOString(),
      });
    }
    conversationsJson.push({
      id: conv.id,
      with: member(other),
      started_by_me: conv.startedBy === userId,
      started_at: conv.createdAt.toISOString(),
      messages: list,
    });
  }

  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.id));
  const debitRows = await db.select().from(directDebitRequests).where(eq(directDebitRequests.userId, userId));
  const cardRows = await db
    .select({
      id: storedPaymentMethods.id,
      method: storedPaymentMethods.method,
      label: storedPaymentMethods.label,
      createdAt: storedPaymentMethods.createdAt,
    })
    .from(storedPaymentMethods)
    .where(eq(storedPaymentMethods.userId, userId));
  const codeUses = await db.select().from(discountCodeUses).where(eq(discountCodeUses.userId, userId));
  const personalCodes = await db.select().from(discountCodes).where(eq(discountCodes.userId, userId));
  const ledger = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(asc(creditLedger.id));
  const sessionRows = await db
    .select({ createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const pushRows = await db
    .select({ createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const mailState = await db
    .select()
    .from(notificationMailState)
    .where(eq(notificationMailState.userId, userId));

  const { passwordHash: _secret, ...accountFields } = account;
  const json: Record<string, Json> = {
    'account.json': { ...accountFields, exported_at: now.toISOString() },
    'profile.json': { ...profile, interests: interestRows.map((r) => r.slug) },
    'photos.json': photoRows.map((p) => ({
      id: p.id,
      file: `photos/${p.filename}`,
      status: p.status,
      premium_only: p.premiumOnly,
      main: p.id === profile?.mainPhotoId,
      width: p.width,
      height: p.height,
      uploaded_at: p.createdAt.toISOString(),
    })),
    'messages.json': conversationsJson,
    'likes.json': {
      given: likeRows
        .filter((l) => l.likerId === userId)
        .map((l) => ({ member: member(l.likedId), source: l.source, at: l.createdAt.toISOString() })),
      received: likeRows
        .filter((l) => l.likedId === userId)
        .map((l) => ({ member: member(l.likerId), at: l.createdAt.toISOString() })),
    },
    'blocks.json': blockRows.map((b) => ({ member: member(b.blockedId), at: b.createdAt.toISOString() })),
    'reports.json': reportRows.map((r) => ({
      member: member(r.reportedId),
      reason: r.reason,
      message: r.message,
      status: r.status,
      at: r.createdAt.toISOString(),
    })),
    'payments.json': {
      payments: paymentRows,
      direct_debits: debitRows.map(({ codeHash: _code, ...d }) => d),
      stored_cards: cardRows,
      credit_ledger: ledger,
    },
    'discount-codes.json': { used: codeUses, personal: personalCodes },
    'consents-and-tracking.json': {
      tracking: account.tracking,
      last_touch: account.lastTouch,
      signup_date: account.signupDate,
      site: account.siteHost,
      sessions: sessionRows,
    },
    'notification-preferences.json': {
      email_preferences: account.emailPreferences,
      notifications_disabled: account.notificationsDisabled,
      push_subscriptions: pushRows,
      notification_mails_sent: mailState,
    },
  };
  return { json, files };
}

/** The export as a ZIP stream: JSON deflated, images stored as they are (already compressed). */
export function zipStream(data: Awaited<ReturnType<typeof collectMyData>>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const zip = new Zip((error, chunk, final) => {
        if (error) controller.error(error);
        else {
          controller.enqueue(chunk);
          if (final) controller.close();
        }
      });
      const encoder = new TextEncoder();
      for (const [name, value] of Object.entries(data.json)) {
        const entry = new ZipDeflate(name, { level: 6 });
        zip.add(entry);
        entry.push(encoder.encode(JSON.stringify(value, null, 2)), true);
      }
      for (const file of data.files) {
        const entry = new ZipPassThrough(file.path);
        zip.add(entry);
        // A file deleted since it was listed ends empty rather than failing the whole export.
        const object = await file.store.get(file.key);
        if (object) for await (const chunk of object.body) entry.push(chunk);
        entry.push(new Uint8Array(0), true);
      }
      zip.end();
    },
  });
}
