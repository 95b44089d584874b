/**
 * Wake-ups name the instance that sent them (issue 21): the sender has already read the table
 * for its own event, so it skips its echo, while every other instance reads.
 */
import { type Database, createTestDatabase } from '@dating/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventBus } from './events.ts';
import { type FanOut, type WakeOrigin, notifyLiveEvents, postgresFanOut } from './fan-out.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** What a listening fan-out hears when `send` runs (after any catch-up wake-up of its own). */
async function heard(fanOut: FanOut, send: () => Promise<unknown>): Promise<WakeOrigin> {
  const origins: WakeOrigin[] = [];
  await fanOut.listen((origin) => origins.push(origin));
  const before = origins.length;
  await send();
  await vi.waitFor(() => expect(origins.length).toBeGreaterThan(before));
  return origins.at(-1)!;
}

describe('wake-ups across instances', () => {
  it('carry the sending instance’s id through LISTEN/NOTIFY', async () => {
    const fanOut = postgresFanOut(database);
    expect(await heard(fanOut, () => fanOut.wake('instance-a'))).toBe('instance-a');
    await fanOut.close();
  });

  it('name nobody when sent from outside an instance (the settings CLI)', async () => {
    const fanOut = postgresFanOut(database);
    expect(await heard(fanOut, () => notifyLiveEvents(database.db))).toBeNull();
    await fanOut.close();
  });

  it('are sent by the event bus with its own instance id', async () => {
    const origins: (string | undefined)[] = [];
    const recording: FanOut = {
      listen: async () => undefined,
      wake: async (origin) => {
        origins.push(origin);
      },
      close: async () => undefined,
    };
    const bus = createEventBus({ db: database.db, fanOut: recording, instanceId: 'instance-b' });
    await bus.publish(7, { type: 'typing', conversation: 1, from: 8 });
    expect(origins).toEqual(['instance-b']);
    await bus.close();
  });
});
