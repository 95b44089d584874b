/** Retention of personal data (ADR 0029): SMS log, direct debits, provider events, complaint IPs. */
import { complaints, directDebitRequests, outboxMessages, paymentEvents, payments } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import { applyRetention } from './retention.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ members: 2 });
});
afterAll(() => h.close());

const now = new Date('2026-11-23T10:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe('applyRetention', () => {
  it('drops old SMS, unconfirmed debits and rejected events; masks IBANs after 13 months; keeps the rest', async () => {
    const bob = await h.member('bob@velvet.demo');
    const payment = async () =>
      (
        await h.db
          .insert(payments)
          .values({
            userId: bob.id,
            tier: 'p1',
            credits: 100,
            method: 'directdebit',
            currency: 'EUR',
            priceMinor: 2000,
            feeMinor: 0,
            totalMinor: 2000,
          })
          .returning()
      )[0]!.id;
    const debit = (over: Partial<typeof directDebitRequests.$inferInsert>) =>
      h.db
        .insert(directDebitRequests)
        .values({
          userId: bob.id,
          holder: 'Bob',
          iban: 'NL91ABNA0417164300',
          street: 'Main 1',
          postcode: '1000 AA',
          city: 'Amsterdam',
          mobile: '+31612345678',
          codeHash: 'hash',
          lastSentAt: now,
          ...over,
          paymentId: over.paymentId!,
        })
        .returning();
    const [oldSms] = await h.db
      .insert(outboxMessages)
      .values({ channel: 'sms', toAddress: '+31', subject: '', textBody: 'old', createdAt: daysAgo(31) })
      .returning();
    const [newSms] = await h.db
      .insert(outboxMessages)
      .values({ channel: 'sms', toAddress: '+31', subject: '', textBody: 'new', createdAt: daysAgo(29) })
      .returning();
    const [staleDebit] = await debit({ paymentId: await payment(), createdAt: daysAgo(31) });
    const [freshUnconfirmed] = await debit({ paymentId: await payment(), createdAt: daysAgo(5) });
    const [oldConfirmed] = await debit({
      paymentId: await payment(),
      createdAt: daysAgo(400),
      confirmedAt: new Date('2025-10-22T10:00:00Z'),
    });
    const [recentConfirmed] = await debit({
      paymentId: await payment(),
      createdAt: daysAgo(300),
      confirmedAt: new Date('2025-10-24T10:00:00Z'),
    });
    const event = (id: string, accepted: boolean, receivedAt: Date) =>
      h.db
        .insert(paymentEvents)
        .values({
          provider: 'sandbox',
          eventId: id,
          status: 'paid',
          amountMinor: 1,
          currency: 'EUR',
          accepted,
          outcome: 'x',
          receivedAt,
        })
        .returning();
    const [rejectedOld] = await event('r-old', false, daysAgo(91));
    const [rejectedNew] = await event('r-new', false, daysAgo(89));
    const [acceptedOld] = await event('a-old', true, new Date('2019-11-22T10:00:00Z'));
    const [acceptedKept] = await event('a-kept', true, daysAgo(2000));

    const complaint = (createdAt: Date) =>
      h.db
        .insert(complaints)
        .values({
          siteHost: 'velvetdate.example',
          reason: 'other',
          message: 'A complaint',
          name: 'Jo',
          email: 'jo@example.com',
          locale: 'en',
          ip: '203.0.113.9',
          createdAt,
        })
        .returning();
    const [oldComplaint] = await complaint(daysAgo(31));
    const [newComplaint] = await complaint(daysAgo(29));

    const result = await applyRetention(h, now);
    expect(result).toEqual({
      complaintIpsCleared: 1,
      smsDeleted: 1,
      unconfirmedDebitsDeleted: 1,
      ibansMasked: 1,
      paymentEventsDeleted: 2,
    });
    const smsIds = (await h.db.select().from(outboxMessages)).map((r) => r.id);
    expect(smsIds).toContain(newSms!.id);
    expect(smsIds).not.toContain(oldSms!.id);
    const debits = new Map((await h.db.select().from(directDebitRequests)).map((d) => [d.id, d]));
    expect(debits.has(staleDebit!.id)).toBe(false);
    expect(debits.get(freshUnconfirmed!.id)!.iban).toBe('NL91ABNA0417164300');
    expect(debits.get(oldConfirmed!.id)).toMatchObject({
      iban: 'NL************4300',
      mobile: '',
      codeHash: '',
      holder: 'Bob',
    });
    expect(debits.get(recentConfirmed!.id)!.iban).toBe('NL91ABNA0417164300');
    const events = (await h.db.select().from(paymentEvents)).map((e) => e.id);
    expect(events).toEqual(expect.arrayContaining([rejectedNew!.id, acceptedKept!.id]));
    expect(events).not.toContain(rejectedOld!.id);
    expect(events).not.toContain(acceptedOld!.id);
    // The payment rows themselves stay (the books).
    expect((await h.db.select().from(payments).where(eq(payments.userId, bob.id))).length).toBe(4);
    // Running again changes nothing.
    const ips = new Map((await h.db.select().from(complaints)).map((c) => [c.id, c.ip]));
    expect(ips.get(oldComplaint!.id)).toBeNull();
    expect(ips.get(newComplaint!.id)).toBe('203.0.113.9');
    expect(await applyRetention(h, now)).toEqual({
      complaintIpsCleared: 0,
      smsDeleted: 0,
      unconfirmedDebitsDeleted: 0,
      ibansMasked: 0,
      paymentEventsDeleted: 0,
    });
  });
});
