import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness } from '../test/harness.ts';
import { CONSOLE_ORIGIN } from '../test/staff.ts';

describe('the staff API is mounted apart', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  beforeAll(async () => {
    h = await createHarness({ members: 4 });
  });
  afterAll(() => h.close());

  it('answers on the console host', async () => {
    const res = await h.request('/staff-api/openapi.json', { origin: CONSOLE_ORIGIN });
    expect(res.status).toBe(200);
    expect(res.body.info.title).toBe('Dating network staff API');
  });

  it('is a 404 on a brand host', async () => {
    const res = await h.request('/staff-api/openapi.json');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it('leaves the member API on the console host unanswered', async () => {
    const res = await h.request('/api/settings.php', { origin: CONSOLE_ORIGIN });
    expect(res.status).toBe(404);
  });
});
