/**
 * The age check provider interface (issue 22 point 6, ADR 0088): what the API needs of any
 * provider of age assurance, so one plugs in through the adapter registry (apps/api/src/adapters.ts,
 * setting AGE_ASSURANCE) without changing the rest. docs/operators/age-assurance.md tells an
 * operator how to add a real one.
 *
 * The flow is the hosted one every provider documents: the API starts a check with an opaque
 * reference of its own (never the member's id, name or e-mail: a double-anonymity provider must
 * not learn who asks, and the site must learn nothing but the result), sends the member to the
 * provider's page, and the provider reports the outcome to `notifyUrl`, signed. Only that signed
 * report changes what a member may see; the member's return to `returnUrl` only shows the state.
 */
import type { AgeCheckMethod, AgeCheckResult } from '@dating/domain';

export interface AgeCheckStart {
  /** Our opaque reference of the check, echoed in the provider's report. */
  ref: string;
  method: AgeCheckMethod;
  /** Where the provider sends the member back to (the site's /age-check page). */
  returnUrl: string;
  /** Where the provider reports the outcome, server to server. */
  notifyUrl: string;
  /** The member's language, for the provider's page. */
  locale: string;
}

/** A report as the provider sent it, once its signature and freshness were checked. */
export interface AgeCheckReport {
  ref: string;
  result: AgeCheckResult;
}

export interface AgeAssuranceProvider {
  /** Stored with each check (`age_checks.provider`). */
  id: string;
  /** The methods its checks satisfy (an operator requires methods; the provider must offer them). */
  methods: readonly AgeCheckMethod[];
  /** Starts a check: where the member goes to take it. */
  startCheck(start: AgeCheckStart): Promise<{ redirectUrl: string }>;
  /**
   * The report in a notification, or null when it is not the provider's: a bad or missing
   * signature, too old (a replay), or not its format. Nothing is written for a null.
   */
  parseReport(rawBody: string, headers: Headers): AgeCheckReport | null;
}
