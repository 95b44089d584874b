/** The api-client retry policy, built from the domain's retry rule (spec §7: 5 retries, exponential). */
import type { RetryPolicy } from '@dating/api-client';
import { MAX_RETRIES, isRetryable, retryDelay } from '@dating/domain';

export const retryPolicy: RetryPolicy = {
  maxRetries: MAX_RETRIES,
  delay: retryDelay,
  shouldRetry: isRetryable,
};
