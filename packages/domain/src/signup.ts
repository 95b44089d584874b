/**
 * Signup (spec §3 tracking data, §4 Signup flow and Signup modes): who may sign up, which query
 * parameters are kept as tracking, and the order of the signup steps (docs/decisions/0108).
 */

/** Spec §4: the values of the signups setting that open signup; anything else is invite-only. */
export const SIGNUP_MODES = ['all', 'with_trafficsource'] as const;

/** Spec §3: the query parameters kept as tracking data. */
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
/** Spec §3: one tracking key. */
export type TrackingKey = (typeof TRACKING_KEYS)[number];
/** Spec §3: tracking data kept from the query string. */
export type Tracking = Partial<Record<TrackingKey, string>>;

/** docs/decisions/0108: longest tracking value kept, in characters. */
export const TRACKING_MAX_LENGTH = 100;

/** Spec §3: a query as a plain object (Remix/Hono style) or anything with `get` (URLSearchParams). */
export type QueryLike = Readonly<Record<string, unknown>> | { get(name: string): string | null };

function read(query: QueryLike, key: string): unknown {
  if (typeof query.get === 'function') return (query as { get(n: string): string | null }).get(key);
  return (query as Readonly<Record<string, unknown>>)[key];
}

/**
 * Spec §3: keep only network, ref, sub1, sub2, sub3 from a query: the first value of each,
 * control characters removed, trimmed, cut to 100 characters; empty values dropped.
 */
export function pickTracking(query: QueryLike): Tracking {
  const tracking: Tracking = {};
  for (const key of TRACKING_KEYS) {
    const raw = read(query, key);
    const first = Array.isArray(raw) ? raw[0] : raw;
    if (typeof first !== 'string') continue;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    const value = [...first.replace(/[\u0000-\u001f\u007f]/g, '').trim()]
      .slice(0, TRACKING_MAX_LENGTH)
      .join('');
    if (value) tracking[key] = value;
  }
  return tracking;
}

/** Spec §4: a traffic source is present when the visitor came with a network or a ref. */
export function hasTrafficSource(tracking: Tracking): boolean {
  return Boolean(tracking.network || tracking.ref);
}

/** Spec §4 Signup modes: 'all' is open, 'with_trafficsource' only with a traffic source, else invite-only. */
export function signupAllowed(mode: string, tracking: Tracking): boolean {
  if (mode === 'all') return true;
  return mode === 'with_trafficsource' && hasTrafficSource(tracking);
}

/** Spec §4 Signup flow: the steps in order. */
export const SIGNUP_STEPS = ['step0', 'step1', 'step2', 'step3', 'step4', 'complete'] as const;
/** Spec §4: one signup step. */
export type SignupStep = (typeof SIGNUP_STEPS)[number];

/** Spec §4: steps 1 to 4 (photo, personal info, about me) may be skipped. */
export function isSkippableStep(step: SignupStep): boolean {
  return step !== 'step0' && step !== 'complete';
}

/** Spec §4: the step after `step` (done or skipped); null after complete. */
export function nextSignupStep(step: SignupStep): SignupStep | null {
  return SIGNUP_STEPS[SIGNUP_STEPS.indexOf(step) + 1] ?? null;
}
