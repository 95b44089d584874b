/** GET /api/badges.php: the navigation's counts agree with the chat list and the likes. */
import { newMatchIds, totalNewLikes } from '@dating/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

let h: Harness;
let alice: { id: number; cookie: string };
let bob: { id: number; cookie: string };
beforeAll(async () => {
  h = await createHarness({ members: 8 });
  alice = await h.member('alice@velvet.demo');
  bob = await h.member('bob@velvet.demo');
});
afterAll(() => h.close());

const badges = async (cookie: string) => (await h.request('/api/badges.php', { cookie })).body;

/** What the badges must equal: the same numbers worked out from chats.php and likes.php. */
async function fromLists(cookie: string) {
  const [chats, likes] = await Promise.all([
    h.request('/api/chats.php', { cookie }),
    h.request('/api/likes.php', { cookie }),
  ]);
  const matchId = newMatchIds(likes.body.liked_by, likes.body.liked)[0];
  const match = likes.body.profiles.find((p: { id: number }) => p.id === matchId);
  return {
    unread_messages: chats.body.total_unread,
    new_likes: totalNewLikes(likes.body.liked_by),
    new_match: match ? { id: match.id, name: match.name } : null,
  };
}

describe('GET /api/badges.php', () => {
  it('counts a new message, a new like and a new match, as the lists do', async () => {
    const before = await badges(alice.cookie);
    expect(before).toEqual(await fromLists(alice.cookie));

    await h.request('/api/like.php', {
      method: 'POST',
      body: JSON.stringify({ id: bob.id }),
      cookie: alice.cookie,
    });
    await h.request('/api/like.php', {
      method: 'POST',
      body: JSON.stringify({ id: alice.id }),
      cookie: bob.cookie,
    });
    const sent = await h.request('/api/message.php', {
      method: 'POST',
      body: JSON.stringify({ profile: alice.id, text: 'Hi Alice' }),
      cookie: bob.cookie,
    });
    expect(sent.status).toBe(201);

    const after = await badges(alice.cookie);
    expect(after.unread_messages).toBe(before.unread_messages + 1);
    expect(after.new_likes).toBe(before.new_likes + 1);
    expect(after.new_match).toEqual({ id: bob.id, name: expect.any(String) });
    expect(after).toEqual(await fromLists(alice.cookie));

    // Opening Bob's profile clears the new like, and with it the match banner.
    await h.request(`/api/member.php?id=${bob.id}`, { cookie: alice.cookie });
    const seen = await badges(alice.cookie);
    expect(seen.new_likes).toBe(before.new_likes);
    expect(seen.new_match).toBeNull();
    expect(seen).toEqual(await fromLists(alice.cookie));
  });

  it('agrees with the lists for the sender too', async () => {
    expect(await badges(bob.cookie)).toEqual(await fromLists(bob.cookie));
  });

  it('needs a session', async () => {
    const res = await h.request('/api/badges.php');
    expect([res.status, res.body.error.code]).toEqual([403, 'authentication_required']);
  });
});
