/**
 * A fictional profile's presence (issue 18, ADR 0057): after the seed it shows offline with no
 * last seen; an open stream or its own page never make it online; an operator's activity as it
 * (markPersonaActive, which the desk calls) does, for the same few minutes as a member's.
 */
import { users } from '@dating/db/schema';
import { ONLINE_AFTER_LAST_SEEN_MS } from '@dating/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import { markPersonaActive } from './commands.ts';
import { listenTo } from '../test/live.ts';

let h: Harness;
let now = new Date('2026-03-02T10:00:00Z');
const clock = () => now;
let bob: { id: number; cookie: string };
let persona: { id: number; email: string };

beforeAll(async () => {
  h = await createHarness({ members: 30, now: clock });
  bob = await h.member('bob@velvet.demo');
  const found = await h.request('/api/members.php', { cookie: bob.cookie });
  const card = found.body.members.find((m: { fictional: boolean }) => m.fictional);
  const [row] = await h.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, card.id));
  persona = row!;
});
afterAll(() => h.close());

const chatWithPersona = async () =>
  (await h.request(`/api/chat.php?profile=${persona.id}`, { cookie: bob.cookie })).body;

describe('a fictional profile’s presence', () => {
  it('starts with no last seen: the seed never makes a persona look active', async () => {
    const seen = await h.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.fictional, true), isNotNull(users.lastSeenAt)));
    expect(seen).toEqual([]);
    const chat = await chatWithPersona();
    expect(chat.profile.fictional).toBe(true);
    expect(chat.online).toBe(false);
  });

  it('is never online by an open stream, and has no page of its own (nobody logs in as a persona)', async () => {
    const { stop } = await listenTo(h.events, persona.id);
    expect((await chatWithPersona()).online).toBe(false);
    stop();
    const own = await h.login(persona.email);
    expect(own.status).toBe(401);
    expect((await chatWithPersona()).online).toBe(false);
  });

  it('shows online after an operator writes as it, and offline again minutes later, like a member', async () => {
    expect(await markPersonaActive(h.db, persona.id, clock)).toEqual({
      ok: true,
      value: { userId: persona.id },
    });
    expect((await chatWithPersona()).online).toBe(true);
    now = new Date(now.getTime() + ONLINE_AFTER_LAST_SEEN_MS);
    expect((await chatWithPersona()).online).toBe(false);
  });

  it('marks only fictional profiles: a real member’s presence is never set by the staff', async () => {
    const result = await markPersonaActive(h.db, bob.id, clock);
    expect(result.ok).toBe(false);
    const [row] = await h.db.select({ at: users.lastSeenAt }).from(users).where(eq(users.id, bob.id));
    expect(row!.at).toBeNull();
  });
});
