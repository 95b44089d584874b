// @vitest-environment jsdom
/**
 * ADR 0045: when the API answers a form with 429 (signup, reset, complaints…), the form shows
 * the translated "try again in … min." with the minutes from the answer, in the member's language.
 */
import { ApiError } from '@dating/api-client';
import { createServerI18n } from '@dating/i18n/server';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { type ActionResult, apiFailure } from '../lib/api-action.ts';
import { FormError } from './FormError.tsx';

afterEach(cleanup);

/** The action's answer to the API's 429, as the signup action builds it. */
function limited(): ActionResult {
  const answer = apiFailure(
    new ApiError(429, { code: 'rate_limited', message: 'Too many requests', params: { minutes: 42 } }),
    { email: 'someone@example.org' },
  );
  expect(answer.init?.status).toBe(429);
  return answer.data;
}

describe('a 429 on a form', () => {
  it.each([
    ['en', 'Too many attempts. Please try again in 42 min.'],
    ['de', 'Zu viele Versuche. Bitte versuche es in 42 Min. erneut.'],
  ] as const)('shows the translated wait in %s', async (locale, text) => {
    const i18n = await createServerI18n(locale);
    render(
      <I18nextProvider i18n={i18n}>
        <FormError result={limited()} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe(text);
  });
});
