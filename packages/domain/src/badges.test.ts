import { describe, expect, it } from 'vitest';
import {
  appBadgeCount,
  newMatchIds,
  lowCreditBadge,
  titleWithCount,
  totalNewLikes,
  totalUnread,
  unreadBadgeLabel,
} from './badges.ts';

describe('§2/§9 Badges: unread badge caps at 99+', () => {
  it.each([
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [1, '1'],
    [98, '98'],
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
    [3.7, '3'],
  ])('%s → %s', (n, label) => {
    expect(unreadBadgeLabel(n)).toBe(label);
  });
});

describe('§2/§9 Badges: low-credit badge at 10 or fewer credits (paid members)', () => {
  it.each([
    [true, 11, null],
    [true, 10, { tone: 'warning', level: 'low' }],
    [true, 1, { tone: 'warning', level: 'low' }],
    [true, 0, { tone: 'danger', level: 'none' }],
    [false, 0, null],
    [false, 5, null],
  ])('paid %s, %i credits → %j', (paid, credits, badge) => {
    expect(lowCreditBadge({ paid, credits })).toEqual(badge);
  });
});

describe('§4 Badges and title: unread messages plus new likes', () => {
  it.each([
    [0, 0, 0, 'Members'],
    [2, 3, 5, '(5) Members'],
    [-1, 1, 1, '(1) Members'],
    [100, 50, 150, '(150) Members'],
  ])('%i unread + %i new likes → %i, title %s', (unread, likes, total, title) => {
    const n = appBadgeCount(unread, likes);
    expect(n).toBe(total);
    expect(titleWithCount('Members', n)).toBe(title);
  });

  it('sums the chat list and the new likes', () => {
    expect(
      totalUnread([{ num_unread_messages: 2 }, { num_unread_messages: 0 }, { num_unread_messages: 5 }]),
    ).toBe(7);
    expect(totalUnread([])).toBe(0);
    expect(totalNewLikes([{ like_new: true }, { like_new: false }, { like_new: true }])).toBe(2);
  });
});

describe('§2 match banner: new matches', () => {
  it('are new received likes from members the member liked', () => {
    const likedBy = [
      { id: 1, like_new: true },
      { id: 2, like_new: true },
      { id: 3, like_new: false },
    ];
    expect(newMatchIds(likedBy, [2, 3, 4])).toEqual([2]);
    expect(newMatchIds(likedBy, [])).toEqual([]);
  });
});
