/**
 * Purchases for API tests of what happens after one (refunds, chargebacks, issue 19): a fresh
 * member of the demo seed, and a bundle bought through the real checkout, settled by the
 * sandbox's signed notification.
 */
import { outboxMessages, users } from '@dating/db/schema';
import { and, asc, desc, eq, like } from 'drizzle-orm';
import type { Harness } from './harness.ts';

let next = 0;

/** A seeded member reset to a free, confirmed account with no credits, logged in. */
export async function freshMember(h: Harness) {
  const [row] = await h.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.fictional, false), like(users.email, 'member%@velvet.demo')))
    .orderBy(asc(users.id))
    .offset(next)
    .limit(1);
  next += 1;
  if (!row) throw new Error('the demo seed has no more real members; seed more');
  const { email } = row;
  await h.db
    .update(users)
    .set({ paidUser: false, credits: 0, status: 'confirmed' })
    .where(eq(users.email, email));
  const res = await h.login(email);
  if (res.status !== 200) throw new Error(`${email} cannot log in: ${JSON.stringify(res.body)}`);
  return { email, id: res.body.user.id as number, cookie: res.cookie };
}

/** Buys a bundle through the sandbox checkout and pays it; the payment's id. */
export async function buyBundle(h: Harness, cookie: string, tier = 'p0', method = 'visa'): Promise<number> {
  const started = await h.request('/api/payment.php', {
    method: 'POST',
    body: JSON.stringify({ tier, method, disclosure_confirmed: true }),
    cookie,
  });
  if (started.status !== 201) throw new Error(`payment not started: ${JSON.stringify(started.body)}`);
  const token = String(started.body.redirect_url).replace('/sandbox-pay/', '');
  const paid = await h.request('/api/payment-sandbox.php', {
    method: 'POST',
    body: JSON.stringify({ token, outcome: 'paid' }),
  });
  if (paid.status !== 200) throw new Error(`sandbox outcome refused: ${JSON.stringify(paid.body)}`);
  return started.body.payment.id as number;
}

/** A provider notification signed as the sandbox signs it (a chargeback, a reversal, a replay). */
export function signedNotification(h: Harness, fields: Record<string, unknown>) {
  const body = JSON.stringify({ provider_ref: 'sbx_test', stored_method: null, ...fields });
  return { method: 'POST', body, headers: { 'sandbox-signature': h.payments.sign(body) } };
}

/** A direct debit form a Dutch member fills in (SEPA; the demo members live in Britain). */
export const DIRECT_DEBIT_FORM = {
  tier: 'p1',
  disclosure_confirmed: true,
  holder: 'A. de Vries',
  iban: 'nl91 abna 0417 1643 00',
  street: 'Keizersgracht 1',
  postcode: '1015 CJ',
  city: 'Amsterdam',
  mobile: '06 12345678',
};

/** The newest text message kept in the outbox (the direct debit's code): its number, text and code. */
export async function lastSmsCode(h: Pick<Harness, 'db'>) {
  const [sms] = await h.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.channel, 'sms'))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return { to: sms!.toAddress, body: sms!.textBody!, code: /\b(\d{6})\b/.exec(sms!.textBody!)![1]! };
}
