/** GET /api/geocode.php (spec §7): offline reverse geocoding of the browser's position. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

let h: Harness;
let cookie: string;
beforeAll(async () => {
  h = await createHarness({ members: 2 });
  cookie = (await h.login('alice@velvet.demo')).cookie;
});
afterAll(() => h.close());

const geocode = (query: string, withSession = true) =>
  h.request(`/api/geocode.php${query}`, { cookie: withSession ? cookie : undefined });

describe('geocode', () => {
  it('gives the country and nearest town of a position', async () => {
    expect((await geocode('?lat=59.3293&lon=18.0686')).body).toEqual({ country: 'SE', city: 'Stockholm' });
    expect((await geocode('?lat=48.8566&lon=2.3522')).body).toMatchObject({ country: 'FR' });
  });

  it('answers false far out at sea', async () => {
    const res = await geocode('?lat=0&lon=-30');
    expect(res.status).toBe(200);
    expect(res.body).toBe(false);
  });

  it('refuses positions that are not on Earth, missing ones, and visitors', async () => {
    const bad = await geocode('?lat=91&lon=0');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ lat: 'invalid' });
    expect((await geocode('?lat=10')).status).toBe(400);
    expect((await geocode('?lat=x&lon=y')).status).toBe(400);
    expect((await geocode('?lat=52&lon=4', false)).status).toBe(403);
  });
});
