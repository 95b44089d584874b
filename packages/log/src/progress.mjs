// Progress of long work (the first start's build, seeding, bench seeding; ADR 0091). Plain
// JavaScript so scripts/start.mjs can use it before anything is compiled. On a terminal it
// redraws one line with the count and the time left; elsewhere (CI, a log file) it writes one
// quiet line per step when the step ends, and a line a minute while a long step runs.

/** `12 s`, `3 min 05 s`: short enough for one terminal line. */
export function formatDuration(ms) {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** What is left of the time, from the pace so far; null until there is a pace. */
export function timeLeft(done, total, elapsedMs) {
  if (done <= 0 || total <= 0 || done >= total) return null;
  return (elapsedMs / done) * (total - done);
}

/** The one line a step shows: `Seeding members  240/960 (25%) · about 18 s left`. */
export function progressLine(label, done, total, elapsedMs, unit = '') {
  const count =
    total > 0 ? `${done}/${total}${unit ? ` ${unit}` : ''} (${Math.floor((done / total) * 100)}%)` : '';
  const left = timeLeft(done, total, elapsedMs);
  return [label, count, left === null ? '' : `about ${formatDuration(left)} left`]
    .filter(Boolean)
    .join(' · ');
}

/** A terminal that redraws a line: a TTY, not CI (CI logs keep every redraw as a line). */
export function isInteractive(stream = process.stderr, env = process.env) {
  return Boolean(stream.isTTY) && !env.CI;
}

const HEARTBEAT_MS = 60_000;

/**
 * One step of long work. `update(done)` as it advances, `finish(note)` at the end, `fail()` if
 * it stops. `total` may be 0 when unknown (then only the time so far shows).
 */
export function createProgress({
  label,
  total = 0,
  unit = '',
  stream = process.stderr,
  interactive = isInteractive(stream),
  now = () => Date.now(),
}) {
  const started = now();
  let done = 0;
  let lastWrite = started;
  let width = 0;
  const draw = (text) => {
    const line =
      text.length > (stream.columns ?? 100) - 1 ? text.slice(0, (stream.columns ?? 100) - 2) : text;
    stream.write(`\r${line}${' '.repeat(Math.max(0, width - line.length))}`);
    width = line.length;
  };
  if (interactive) draw(progressLine(label, 0, total, 0, unit));
  return {
    update(value) {
      done = Math.min(value, total || value);
      const at = now();
      if (interactive) {
        // A redraw at most every 100 ms: seeding calls this thousands of times.
        if (at - lastWrite < 100 && done < total) return;
        lastWrite = at;
        draw(progressLine(label, done, total, at - started, unit));
      } else if (at - lastWrite >= HEARTBEAT_MS && done < total) {
        lastWrite = at;
        stream.write(`… ${progressLine(label, done, total, at - started, unit)}\n`);
      }
    },
    finish(note = '') {
      const took = formatDuration(now() - started);
      const count = total > 0 ? `${total}${unit ? ` ${unit}` : ''} ` : '';
      const text = `✓ ${label}: ${count}${note ? `${note} ` : ''}in ${took}`;
      if (interactive) {
        draw(text);
        stream.write('\n');
      } else stream.write(`${text}\n`);
    },
    fail(note = 'failed') {
      const text = `✗ ${label}: ${note} after ${formatDuration(now() - started)}`;
      if (interactive) {
        draw(text);
        stream.write('\n');
      } else stream.write(`${text}\n`);
    },
  };
}
