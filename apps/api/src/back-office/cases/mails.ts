import type { StatementDecision, StatementGround } from '@dating/domain';
import { getFixedT } from '@dating/i18n/server';
import { type MailAddressee, brandMail, mailLocale } from '../../mail/layout.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';

export interface CaseMailFrame extends MailAddressee {
  reference: string;
}

type TFunction = Awaited<ReturnType<typeof getFixedT>>;

/** Staff text keeps its paragraphs. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** A case mail in the frame's language: the subject and footer keys of `part`, its paragraphs. */
async function caseMail(
  frame: CaseMailFrame,
  part: 'caseReply' | 'statement',
  paragraphs: (t: TFunction, vars: Record<string, string>) => string[],
): Promise<OutgoingMail> {
  const locale = mailLocale(frame.locale);
  const t = await getFixedT(locale, 'mail');
  const vars = { brand: frame.site.brand.name, reference: frame.reference, supportEmail: frame.supportEmail };
  return brandMail({
    site: frame.site,
    locale,
    subject: t(`${part}.subject`, vars),
    to: frame.to,
    mailName: frame.mailName,
    supportEmail: frame.supportEmail,
    greeting: t('greeting', { name: frame.name }),
    paragraphs: paragraphs(t, vars),
    footer: t(`${part}.footer`, vars),
  });
}

export const caseReplyMail = (frame: CaseMailFrame, body: string) =>
  caseMail(frame, 'caseReply', (t, vars) => [t('caseReply.intro', vars), ...paragraphsOf(body)]);

export const statementMail = (
  frame: CaseMailFrame,
  statement: { decision: StatementDecision; ground: StatementGround; facts: string; explanation: string },
) =>
  caseMail(frame, 'statement', (t, vars) => [
    t('statement.intro'),
    t('statement.decision', { decision: t(`statement.decisions.${statement.decision}`) }),
    t('statement.facts', { facts: statement.facts }),
    t('statement.ground', {
      ground: t(`statement.grounds.${statement.ground}`),
      explanation: statement.explanation,
    }),
    t('statement.automated'),
    t('statement.redress', vars),
  ]);
