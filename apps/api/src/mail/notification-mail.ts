import type { NotificationMailKind } from '@dating/domain';
import type { Locale } from '@dating/i18n';
import { getFixedT } from '@dating/i18n/server';
import { brandMail, type MailAddressee, mailLocale } from './layout.ts';
import type { OutgoingMail } from './mailer.ts';
import { memberUnsubscribe } from './unsubscribe.ts';

export interface NotificationMailInput extends MailAddressee {
  kind: NotificationMailKind;
  origin: string;
  userId: number;
  unsubscribeSecret: string;
  /** Names of the members the mail is about (senders, likers), newest first. */
  names: readonly string[];
  /** How many conversations, messages or likes the mail is about. */
  count: number;
  /** Weekly update only: new members near the member this week. */
  newMembers?: number;
}

const KEY: Record<NotificationMailKind, string> = {
  new_conversation: 'newConversation',
  new_message: 'newMessage',
  like: 'like',
  unread_reminder: 'unreadReminder',
  weekly_update: 'weekly',
};

const PATH: Record<NotificationMailKind, string> = {
  new_conversation: '/chats',
  new_message: '/chats',
  like: '/likes',
  unread_reminder: '/chats',
  weekly_update: '/members',
};

/** At most three names in the language's list style ("Anna, Ben and Carl"); the count says the rest. */
const listNames = (locale: Locale, names: readonly string[]) =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(names.slice(0, 3));

export async function notificationMail(input: NotificationMailInput): Promise<OutgoingMail> {
  const locale = mailLocale(input.locale);
  const t = await getFixedT(locale, 'mail');
  const brand = input.site.brand.name;
  const k = KEY[input.kind];
  const values = {
    brand,
    count: input.count,
    name: input.names[0] ?? '',
    names: listNames(locale, input.names),
  };
  // New conversations and likes name the one member, or count several (a sentence of its own).
  const many = (input.kind === 'new_conversation' || input.kind === 'like') && input.count > 1 ? 'Many' : '';
  const subject = t(`notify.${k}.subject${many}`, values);
  const paragraphs =
    input.kind === 'weekly_update'
      ? [
          t('notify.weekly.intro', { brand }),
          ...(input.count > 0 ? [t('notify.weekly.likes', { count: input.count })] : []),
          ...(input.newMembers ? [t('notify.weekly.newMembers', { count: input.newMembers })] : []),
        ]
      : [t(`notify.${k}.intro${many}`, values)];
  const { unsubscribe, headers } = await memberUnsubscribe(
    input.unsubscribeSecret,
    input.origin,
    input.userId,
    locale,
  );
  return brandMail({
    site: input.site,
    locale,
    subject,
    to: input.to,
    mailName: input.mailName,
    supportEmail: input.supportEmail,
    headers: headers,
    greeting: t('greeting', { name: input.name }),
    paragraphs,
    action: {
      label: t(`notify.${k}.action`),
      link: `${input.origin}${PATH[input.kind]}`,
      fallback: t('linkFallback'),
    },
    note: t('notify.settingsNote', { link: `${input.origin}/notifications` }),
    footer: t('footer', { brand, supportEmail: input.supportEmail }),
    unsubscribe,
  });
}
