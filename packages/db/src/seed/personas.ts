/**
 * Demo personas and desk work (issue 18, ADR 0056): every fictional demo member becomes a persona
 * run by the staff (one persona per fictional row), and on each brand a handful of members have
 * written to personas, so the chat desk has work on first start. Both steps are idempotent: a
 * fictional row that is already a persona's is left alone, and a conversation that exists is not
 * written again.
 */
import { and, asc, eq, gt, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  PERSONA_PASSWORD_HASH,
  conversationMembers,
  conversations,
  messages,
  personas,
  profiles,
  users,
} from '../schema/index.ts';
import { generatePersonaTexts } from './generator.ts';

const BATCH = 500;
const MINUTE = 60_000;

/** Makes every fictional member of the brand without a persona into one; how many were made. */
export async function seedPersonas(db: Db, brandId: string, seed: number): Promise<number> {
  let made = 0;
  let after = 0;
  for (;;) {
    // Streamed in batches, walking the primary key: the bench's million members have some
    // 200,000 fictional ones, and each batch starts where the last one ended.
    const rows = await db
      .select({ id: users.id, name: profiles.name, city: profiles.city, country: profiles.country })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(
        and(
          eq(users.brandId, brandId),
          eq(users.fictional, true),
          isNull(users.personaId),
          gt(users.id, after),
        ),
      )
      .orderBy(asc(users.id))
      .limit(BATCH);
    if (rows.length === 0) return made;
    await db.transaction(async (tx) => {
      const created = await tx
        .insert(personas)
        .values(rows.map((r) => generatePersonaTexts(seed * 1_000_003 + Number(r.id), r)))
        .returning({ id: personas.id });
      const pairs = rows.map((r, i) => sql`(${Number(r.id)}::bigint, ${Number(created[i]!.id)}::bigint)`);
      // Nobody logs in as a persona: the password "hash" is no argon2 string, so every login fails.
      await tx.execute(sql`
        update users set persona_id = v.persona, password_hash = ${PERSONA_PASSWORD_HASH}
        from (values ${sql.join(pairs, sql`, `)}) as v(member, persona)
        where users.id = v.member`);
    });
    made += rows.length;
    after = Number(rows.at(-1)!.id);
  }
}

/** One demo conversation: who writes to which persona, and the messages as [from member?, minutes ago, text]. */
type Script = [fromMember: boolean, minutesAgo: number, text: string][];

const SCRIPTS: Script[] = [
  // New: the member's first message, waiting for an answer.
  [[true, 12, 'Hi! Your profile caught my eye. How is your evening going?']],
  [[true, 47, 'Hello there, I see you like travelling too. Where did you go last?']],
  [[true, 130, 'Hey, fancy a chat? I am new here.']],
  // Answered, and the member wrote again: unanswered.
  [
    [true, 300, 'Hi, how are you today?'],
    [false, 280, 'Hey! Doing great, just got back from a walk. And you?'],
    [true, 25, 'Pretty good! Busy day at work, happy it is over. What do you do for fun?'],
  ],
  // Stopped: the persona's last message is more than 24 hours old and the member went quiet.
  [
    [true, 60 * 30, 'Hi! Nice smile on your photo.'],
    [false, 60 * 29, 'Thank you, that is sweet! What brings you here?'],
  ],
];

/**
 * Demo members' conversations with personas on one brand, written as chat/sending.ts writes
 * them: the pair's conversation with its start and last message time, each side's member row
 * (unread = messages from the other side after its own last one; a member who starts a chat for
 * free uses one of their free conversations), text messages costing nothing.
 */
export async function seedDeskConversations(db: Db, brandId: string, today: Date): Promise<number> {
  const writers = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(users.brandId, brandId),
        eq(users.fictional, false),
        eq(users.status, 'confirmed'),
        eq(users.paidUser, false),
        eq(profiles.status, 'active'),
        // Generated members only: the README's logins (alice, bob) keep their free conversations.
        like(users.emailNormalized, 'member%'),
      ),
    )
    .orderBy(asc(users.id))
    .limit(SCRIPTS.length);
  const roles = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(personas, eq(personas.id, users.personaId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.brandId, brandId), isNull(personas.retiredAt), eq(profiles.status, 'active')))
    .orderBy(asc(users.id))
    .limit(SCRIPTS.length);
  let written = 0;
  for (const [i, script] of SCRIPTS.entries()) {
    const member = writers[i] ? Number(writers[i].id) : null;
    const persona = roles[i] ? Number(roles[i].id) : null;
    if (member === null || persona === null) break;
    const at = (minutes: number) => new Date(today.getTime() - minutes * MINUTE);
    await db.transaction(async (tx) => {
      const [low, high] = member < persona ? [member, persona] : [persona, member];
      const [conversation] = await tx
        .insert(conversations)
        .values({
          memberLow: low,
          memberHigh: high,
          startedBy: member,
          createdAt: at(script[0]![1]),
          lastMessageAt: at(script.at(-1)![1]),
        })
        .onConflictDoNothing()
        .returning({ id: conversations.id });
      if (!conversation) return;
      const id = Number(conversation.id);
      await tx.insert(messages).values(
        script.map(([fromMember, minutes, body]) => ({
          conversationId: id,
          senderId: fromMember ? member : persona,
          kind: 'message' as const,
          body,
          createdAt: at(minutes),
        })),
      );
      const unreadFor = (side: boolean) => {
        let n = 0;
        for (let k = script.length - 1; k >= 0 && script[k]![0] !== side; k--) n++;
        return n;
      };
      await tx.insert(conversationMembers).values([
        {
          conversationId: id,
          memberId: member,
          unread: unreadFor(true),
          freeUsed: true,
          lastReadAt: unreadFor(true) === 0 ? at(script.at(-1)![1]) : null,
        },
        { conversationId: id, memberId: persona, unread: unreadFor(false) },
      ]);
      written++;
    });
  }
  return written;
}
