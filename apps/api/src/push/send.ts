/**
 * Web push (spec §4 push, §7 service worker; issue 7): a new message is pushed to every browser
 * the recipient subscribed, in their language, signed with the site's VAPID keys. A subscription
 * the push service calls gone (404/410) is forgotten. Sending never blocks or fails a send.
 */
import type { Db } from '@dating/db';
import { pushSubscriptions, users } from '@dating/db/schema';
import { type Locale, isLocale } from '@dating/i18n';
import { getFixedT } from '@dating/i18n/server';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { VapidKeys } from './vapid.ts';

export interface MessagePush {
  recipient: number;
  senderName: string;
  kind: 'message' | 'photo' | 'gift';
  text: string;
  conversation: number;
}

export interface PushSender {
  /** Resolves when every subscription was tried; never rejects. Returns how many were delivered. */
  notifyMessage(db: Db, push: MessagePush): Promise<number>;
}

/** The notification shown by the service worker (public/sw.js reads these fields). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const PREVIEW_CHARS = 120;

export function createPushSender(keys: VapidKeys, subject: string): PushSender {
  return {
    async notifyMessage(db, push) {
      const subs = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, push.recipient));
      if (subs.length === 0) return 0;
      const [who] = await db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, push.recipient));
      const locale: Locale = who && isLocale(who.language) ? who.language : 'en';
      const t = await getFixedT(locale, 'mail');
      const payload: PushPayload = {
        title: t('push.title', { name: push.senderName }),
        body:
          push.kind === 'message'
            ? [...push.text].slice(0, PREVIEW_CHARS).join('')
            : t(push.kind === 'gift' ? 'push.gift' : 'push.photo', { name: push.senderName }),
        url: `/chats/${push.conversation}`,
        tag: `conversation-${push.conversation}`,
      };
      let delivered = 0;
      for (const sub of subs) {
        // web-push encrypts and signs; the request itself goes through fetch (any push service URL).
        const request = webpush.generateRequestDetails(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          JSON.stringify(payload),
          { vapidDetails: { subject, ...keys }, TTL: 60 * 60 * 24, urgency: 'high' },
        );
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body as Buffer,
          signal: AbortSignal.timeout(10_000),
        }).catch(() => null);
        if (response?.ok) delivered++;
        if (response?.status === 404 || response?.status === 410) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
        }
      }
      return delivered;
    },
  };
}
