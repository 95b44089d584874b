/** The logger writes JSON lines, puts the request id on every line of a request and redacts secrets. */
import { afterEach, describe, expect, it } from 'vitest';
import { configureLog, log, resetLog, withRequest } from './logger.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  configureLog({ level: 'info', destination: { write: (line) => lines.push(JSON.parse(line)) } });
  return lines;
}

afterEach(resetLog);

describe('the logger', () => {
  it('writes one JSON object per line with an ISO time and the level by name', () => {
    const lines = capture();
    log.info({ job: 'erase' }, 'job ran');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', job: 'erase', msg: 'job ran' });
    expect(String(lines[0]!.time)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('puts the request id on every line written inside the request, even after an await', async () => {
    const lines = capture();
    await withRequest({ requestId: 'r-1' }, async () => {
      log.info('first');
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.warn('second');
    });
    log.info('outside');
    expect(lines.map((l) => l.reqId)).toEqual(['r-1', 'r-1', undefined]);
  });

  it('never writes a password, a cookie, an authorization or a body', () => {
    const lines = capture();
    log.info(
      {
        password: 'hunter2-secret',
        input: { password: 'hunter2-nested', text: 'a private message' },
        headers: { cookie: 'sid=abc123', authorization: 'Bearer xyz' },
        body: '{"password":"p"}',
      },
      'careless line',
    );
    const written = JSON.stringify(lines);
    for (const secret of ['hunter2', 'private message', 'abc123', 'Bearer xyz', '"p"']) {
      expect(written).not.toContain(secret);
    }
  });

  it('at level warn drops info lines', () => {
    const lines: string[] = [];
    configureLog({ level: 'warn', destination: { write: (line) => lines.push(line) } });
    log.info('quiet');
    log.error('loud');
    expect(lines).toHaveLength(1);
  });
});
