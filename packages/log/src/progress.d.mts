/** Types of progress.mjs (plain JavaScript so scripts run it before anything is compiled). */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface Progress {
  update(done: number): void;
  finish(note?: string): void;
  fail(note?: string): void;
}

export function formatDuration(ms: number): string;
export function timeLeft(done: number, total: number, elapsedMs: number): number | null;
export function progressLine(
  label: string,
  done: number,
  total: number,
  elapsedMs: number,
  unit?: string,
): string;
export function isInteractive(stream?: ProgressStream, env?: Record<string, string | undefined>): boolean;
export function createProgress(options: {
  label: string;
  total?: number;
  unit?: string;
  stream?: ProgressStream;
  interactive?: boolean;
  now?: () => number;
}): Progress;
