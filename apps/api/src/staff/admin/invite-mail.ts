/**
 * The invitation e-mail of a new staff member, in the inviting admin's console language (en, nl,
 * de): a one-time link to the console, valid for 7 days.
 */
import type { ConsoleLocale } from '@dating/contract';

const TEXTS: Record<ConsoleLocale, { subject: string; body: (name: string, link: string) => string }> = {
  en: {
    subject: 'Your invitation to the operator console',
    body: (name, link) =>
      `Hello ${name},\n\nYou have been invited to the operator console. Choose your password and set up your authenticator app here:\n\n${link}\n\nThe link works once and for 7 days. If you did not expect this e-mail, you can ignore it.`,
  },
  nl: {
    subject: 'Je uitnodiging voor de operatorconsole',
    body: (name, link) =>
      `Hallo ${name},\n\nJe bent uitgenodigd voor de operatorconsole. Kies hier je wachtwoord en stel je authenticator-app in:\n\n${link}\n\nDe link werkt één keer en 7 dagen lang. Verwachtte je deze e-mail niet, dan kun je hem negeren.`,
  },
  de: {
    subject: 'Ihre Einladung zur Operator-Konsole',
    body: (name, link) =>
      `Hallo ${name},\n\nSie wurden zur Operator-Konsole eingeladen. Wählen Sie hier Ihr Passwort und richten Sie Ihre Authenticator-App ein:\n\n${link}\n\nDer Link funktioniert einmal und 7 Tage lang. Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.`,
  },
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function inviteMail(locale: ConsoleLocale, name: string, link: string) {
  const t = TEXTS[locale];
  const text = t.body(name, link);
  const html = text
    .split('\n\n')
    .map((p) =>
      p === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(p)}</p>`,
    )
    .join('\n');
  return { subject: t.subject, text, html };
}
