/**
 * Where each signup step lives (spec §4 signup flow): step 0 creates the account, steps 1–4
 * (photo, location, personal info, about me) can each be skipped, then the matches and the
 * page that asks to confirm the e-mail. The order itself is the domain rule `nextSignupStep`.
 */
import { type SignupStep, nextSignupStep } from '@dating/domain';

export const SIGNUP_STEP_PATHS: Record<SignupStep, string> = {
  step0: '/signup',
  step1: '/signup/photo',
  step2: '/signup/location',
  step3: '/signup/personal',
  step4: '/signup/about',
  complete: '/complete-signup',
};

/** The optional steps the progress indicator counts. */
export const OPTIONAL_STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** After the last optional step the member first sees matching members, then completes. */
export function nextStepPath(step: SignupStep): string {
  const next = nextSignupStep(step);
  if (!next) return '/members';
  return next === 'complete' ? '/signup-matches' : SIGNUP_STEP_PATHS[next];
}
