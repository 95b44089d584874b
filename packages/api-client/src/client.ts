/**
 * The typed client of the member API, for loaders on the server (cookie forwarded, in-process
 * fetch) and for the browser (same-origin). Spec §7: calls to paths ending in user.php carry a
 * header marking them as coming from the client; failed requests are retried with exponential
 * delay where that is safe; a 403 `authentication_required` outside user.php logs the member out.
 */
import type { z } from 'zod';
import { apiErrorSchema } from '@dating/contract';
import {
  companyInfoResponseSchema,
  interestsResponseSchema,
  regionsResponseSchema,
  pageShellResponseSchema,
  profilePageResponseSchema,
  settingsResponseSchema,
} from '@dating/contract';
import { type LoginRequest, okResponseSchema, userResponseSchema } from '@dating/contract';
import {
  type MemberSearchQuery,
  memberProfileResponseSchema,
  memberSearchResponseSchema,
} from '@dating/contract';
import { ApiError } from './api-error.ts';
import { type MatchFinderQuery, matchFinderResponseSchema } from '@dating/contract';
import { type ShowcaseQuery, showcaseResponseSchema } from '@dating/contract';
import { refundRequestResponseSchema } from '@dating/contract';
import {
  type PushSubscriptionRequest,
  type SendMessageRequest,
  chatsResponseSchema,
  conversationResponseSchema,
  sendMessageResponseSchema,
} from '@dating/contract';
import {
  type DirectDebitRequest,
  type PaymentRequest,
  type SpendingCapRequest,
  directDebitResponseSchema,
  type SandboxOutcome,
  bundlesResponseSchema,
  checkoutTermsResponseSchema,
  discountCodeResponseSchema,
  paymentResponseSchema,
  paymentSchema,
  sandboxCheckoutSchema,
  ageCheckStartResponseSchema,
  type ageCheckStartSchema,
  ageCheckStatusSchema,
  type ageSandboxAnswerSchema,
  ageSandboxCheckSchema,
  ageSandboxReturnSchema,
  transactionsResponseSchema,
} from '@dating/contract';
import {
  type ReportRequest,
  autoLikeResponseSchema,
  likeResponseSchema,
  likesResponseSchema,
  badgesResponseSchema,
  swipeResponseSchema,
  swipeStateSchema,
} from '@dating/contract';
import {
  type ProfileUpdate,
  type SignupRequest,
  emailSentResponseSchema,
  geocodeResponseSchema,
  ownPhotosResponseSchema,
  ownProfileResponseSchema,
  signupResponseSchema,
} from '@dating/contract';
import {
  type AccountDeletionRequest,
  accountDeletionResponseSchema,
  deletionAlternativesSchema,
  reactivationResponseSchema,
} from '@dating/contract';
import {
  type NotificationsUpdate,
  notificationsResponseSchema,
  unsubscribeStateSchema,
} from '@dating/contract';
import { type ComplaintRequest, complaintResponseSchema, sitePageResponseSchema } from '@dating/contract';
import { z as zod } from 'zod';

export interface RetryPolicy {
  maxRetries: number;
  /** Delay in ms before retry number `attempt` (1-based). */
  delay(attempt: number): number;
  /**
   * Whether a failed attempt may be sent again (never a non-idempotent write the server may have
   * seen). `sent: false` only when the request provably never left the client (docs/decisions/0009).
   */
  shouldRetry(input: { method: string; status?: number; networkError: boolean; sent?: boolean }): boolean;
}

/**
 * A request that was never handed to the network because the device was offline. A TypeError,
 * like fetch's own network failure, so callers that handle "no connection" handle this too.
 */
export class NotSentError extends TypeError {
  override name = 'NotSentError';
  constructor() {
    super('The device is offline; the request was not sent');
  }
}

export interface ApiClientOptions {
  /** Origin the API answers on, e.g. `http://velvet.localhost:3000`; '' in the browser (same origin). */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Headers added to every request (the member's cookie on the server, forwarded hosts). */
  headers?: Record<string, string>;
  retry?: RetryPolicy;
  /**
   * Whether the device has a network connection (the browser's navigator.onLine). While it says
   * false, a request is not sent at all: it waits and tries again, even a write, because it
   * provably never reached the server (docs/decisions/0009, 0034). Absent: always online.
   */
  online?: () => boolean;
  /**
   * Called when the API says the session is gone (spec §7); the site logs the member out. It may
   * throw (a loader's redirect), which then replaces the ApiError.
   */
  onAuthenticationRequired?: () => void;
  /**
   * Called when the API says the session was ended by a ban (403 `account_banned`, issue 19);
   * the site shows the ban page. Not for the login and signup answers, which the form shows.
   */
  onBanned?: () => void;
  sleep?: (ms: number) => Promise<void>;
}

export interface RawResult<T> {
  data: T;
  response: Response;
}

const NO_RETRY: RetryPolicy = { maxRetries: 0, delay: () => 0, shouldRetry: () => false };
const CLIENT_HEADER = 'X-Requested-From';

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const retry = options.retry ?? NO_RETRY;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  async function send(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    if (path.split('?')[0]!.endsWith('user.php')) headers[CLIENT_HEADER] = 'client';
    for (let attempt = 0; ; attempt++) {
      if (options.online?.() === false) {
        // Never handed to fetch, so never sent: a write may wait for the network like a read.
        const retryable = retry.shouldRetry({ method, networkError: true, sent: false });
        if (attempt >= retry.maxRetries || !retryable) throw new NotSentError();
        await sleep(retry.delay(attempt + 1));
        continue;
      }
      let response: Response | undefined;
      try {
        response = await doFetch(`${options.baseUrl}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
          credentials: 'same-origin',
        });
      } catch (error) {
        // A fetch that failed may still have reached the server (the answer was lost), so this
        // is never `sent: false`, even when the device reports offline afterwards.
        if (attempt >= retry.maxRetries || !retry.shouldRetry({ method, networkError: true })) throw error;
      }
      if (response) {
        if (
          response.status < 500 ||
          attempt >= retry.maxRetries ||
          !retry.shouldRetry({ method, status: response.status, networkError: false })
        ) {
          return response;
        }
      }
      await sleep(retry.delay(attempt + 1));
    }
  }

  async function call<S extends z.ZodType>(
    schema: S,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<RawResult<z.infer<S>>> {
    const response = await send(method, path, body);
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = apiErrorSchema.safeParse(json);
      const error = parsed.success
        ? new ApiError(response.status, parsed.data.error)
        : new ApiError(response.status, { code: 'error_occurred', message: response.statusText });
      if (
        response.status === 403 &&
        error.code === 'authentication_required' &&
        !path.split('?')[0]!.endsWith('user.php')
      ) {
        options.onAuthenticationRequired?.();
      }
      const bare = path.split('?')[0]!;
      if (
        response.status === 403 &&
        error.code === 'account_banned' &&
        !bare.endsWith('user.php') &&
        !bare.endsWith('signup.php')
      ) {
        options.onBanned?.();
      }
      throw error;
    }
    return { data: schema.parse(json) as z.infer<S>, response };
  }

  const query = (params: Record<string, string | number | boolean | undefined | null>) => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(params))
      if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
    const s = search.toString();
    return s ? `?${s}` : '';
  };

  return {
    raw: {
      login: (body: LoginRequest) => call(userResponseSchema, 'POST', '/api/user.php', body),
      logout: () => call(okResponseSchema, 'POST', '/api/logout.php'),
      signup: (body: SignupRequest) => call(signupResponseSchema, 'POST', '/api/signup.php', body),
      /** Pending deletion; the answer clears the session cookie (to pass on). */
      deleteAccount: (body: AccountDeletionRequest) =>
        call(accountDeletionResponseSchema, 'POST', '/api/account-deletion.php', body),
      /** The account is back; the answer sets the session cookie (to pass on). */
      reactivate: (token: string) =>
        call(reactivationResponseSchema, 'POST', '/api/reactivation.php', { token }),
    },
    deletionAlternatives: async () =>
      (await call(deletionAlternativesSchema, 'GET', '/api/account-deletion.php')).data,
    reactivationLinkValid: async (token: string) =>
      (await call(zod.object({ valid: zod.boolean() }), 'GET', `/api/reactivation.php${query({ token })}`))
        .data.valid,
    privacy: async () =>
      (await call(zod.object({ privacy: zod.boolean() }), 'GET', '/api/privacy.php')).data.privacy,
    setPrivacy: async (privacy: boolean) =>
      (await call(zod.object({ privacy: zod.boolean() }), 'PUT', '/api/privacy.php', { privacy })).data
        .privacy,
    profile: async () => (await call(ownProfileResponseSchema, 'GET', '/api/profile.php')).data.profile,
    updateProfile: async (body: ProfileUpdate) =>
      (await call(ownProfileResponseSchema, 'PATCH', '/api/profile.php', body)).data.profile,
    geocode: async (lat: number, lon: number) =>
      (await call(geocodeResponseSchema, 'GET', `/api/geocode.php${query({ lat, lon })}`)).data,
    ownPhotos: async () => (await call(ownPhotosResponseSchema, 'GET', '/api/photos.php')).data,
    setMainPhoto: async (id: number) => (await call(okResponseSchema, 'PUT', '/api/photos.php', { id })).data,
    deletePhoto: async (id: number) =>
      (await call(okResponseSchema, 'DELETE', '/api/photos.php', { id })).data,
    uploadPhoto: async (photo: Blob, filename = 'photo') => {
      const body = new FormData();
      body.set('photo', photo, filename);
      return (await call(userResponseSchema, 'POST', '/api/photos.php', body)).data.user;
    },
    activate: async (token: string) =>
      (await call(okResponseSchema, 'POST', '/api/activation.php', { token })).data,
    resendActivation: async () => (await call(okResponseSchema, 'POST', '/api/activation-mail.php', {})).data,
    requestPasswordReset: async (email: string) =>
      (await call(emailSentResponseSchema, 'POST', '/api/reset-password.php', { email })).data,
    resetLinkValid: async (token: string) =>
      (await call(zod.object({ valid: zod.boolean() }), 'GET', `/api/reset-password.php${query({ token })}`))
        .data.valid,
    resetPassword: async (body: { token: string; password: string; password_confirm: string }) =>
      (await call(okResponseSchema, 'PUT', '/api/reset-password.php', body)).data,
    changePassword: async (body: { old_password: string; password: string; password_confirm: string }) =>
      (await call(okResponseSchema, 'PUT', '/api/password.php', body)).data,
    requestMailChange: async (body: { email: string; password: string }) =>
      (await call(emailSentResponseSchema, 'POST', '/api/mail-change.php', body)).data,
    confirmMailChange: async (token: string) =>
      (await call(emailSentResponseSchema, 'PUT', '/api/mail-change.php', { token })).data,
    settings: async (host: string, routeQuery: Record<string, string> = {}) =>
      (
        await call(
          settingsResponseSchema,
          'GET',
          `/api/settings.php${query({ ...routeQuery, 'forced-domain': host })}`,
        )
      ).data.settings,
    user: async () => (await call(userResponseSchema, 'GET', '/api/user.php')).data.user,
    /**
     * The page shell (ADR 0051): settings, the member and the badges in one call. The page's
     * tracking, if it has any, goes along: a signed-in member's last touch (ADR 0071).
     */
    pageShell: async (tracking: Record<string, string> = {}) =>
      (await call(pageShellResponseSchema, 'GET', `/api/page-shell.php${query(tracking)}`)).data,
    /** The own profile page in one call: the profile fields, the own photos, privacy mode. */
    profilePage: async () => (await call(profilePageResponseSchema, 'GET', '/api/profile-page.php')).data,
    /** Spec §7: keeps this browser's push subscription for the member (POST /api/user.php?push=1). */
    savePushSubscription: async (subscription: NonNullable<PushSubscriptionRequest['subscription']>) =>
      (await call(okResponseSchema, 'POST', '/api/user.php?push=1', { subscription })).data,
    /** Forgets the push subscription of this browser, named by its endpoint. */
    removePushSubscription: async (endpoint: string) =>
      (await call(okResponseSchema, 'POST', '/api/user.php?push=1', { subscription: null, endpoint })).data,
    setLanguage: async (language: string) =>
      (await call(okResponseSchema, 'PUT', '/api/user.php', { language })).data,
    notifications: async () =>
      (await call(notificationsResponseSchema, 'GET', '/api/notifications.php')).data,
    updateNotifications: async (body: NotificationsUpdate) =>
      (await call(notificationsResponseSchema, 'PUT', '/api/notifications.php', body)).data,
    /** Spec §4: clears a spam complaint or an unsubscribe (a bounce needs a new address). */
    enableEmailNotifications: async () =>
      (await call(notificationsResponseSchema, 'POST', '/api/notifications.php', {})).data,
    unsubscribeState: async (q: { u: string; s: string }) =>
      (await call(unsubscribeStateSchema, 'GET', `/api/unsubscribe.php${query(q)}`)).data,
    unsubscribe: async (q: { u: string; s: string }) =>
      (await call(unsubscribeStateSchema, 'POST', `/api/unsubscribe.php${query(q)}`, {})).data,
    resubscribe: async (q: { u: string; s: string }) =>
      (await call(unsubscribeStateSchema, 'DELETE', `/api/unsubscribe.php${query(q)}`, {})).data,
    fileComplaint: async (body: ComplaintRequest) =>
      (await call(complaintResponseSchema, 'POST', '/api/complaints.php', body)).data,
    sitePage: async (slug: string, locale: string) =>
      (await call(sitePageResponseSchema, 'GET', `/api/page.php${query({ slug, locale })}`)).data.page,
    companyInfo: async () =>
      (await call(companyInfoResponseSchema, 'GET', '/api/companyinfo.php')).data.companyinfo,
    interests: async () => (await call(interestsResponseSchema, 'GET', '/api/interests.php')).data.interests,
    regions: async () => (await call(regionsResponseSchema, 'GET', '/api/regions.php')).data.regions,
    like: async (id: number, source: 'profile' | 'search' | 'swipe' = 'profile') =>
      (await call(likeResponseSchema, 'POST', '/api/like.php', { id, source })).data,
    likes: async () => (await call(likesResponseSchema, 'GET', '/api/likes.php')).data,
    badges: async () => (await call(badgesResponseSchema, 'GET', '/api/badges.php')).data,
    autoLike: async () => (await call(autoLikeResponseSchema, 'GET', '/api/auto-like.php')).data.profile,
    matchFinder: async (q: MatchFinderQuery) =>
      (
        await call(
          matchFinderResponseSchema,
          'GET',
          `/api/match-finder.php${query(q as Record<string, string>)}`,
        )
      ).data,
    swipeState: async () => (await call(swipeStateSchema, 'GET', '/api/swipe.php')).data,
    swipe: async (id: number, like: boolean) =>
      (await call(swipeResponseSchema, 'POST', '/api/swipe.php', { id, like })).data,
    block: async (id: number) => (await call(okResponseSchema, 'POST', '/api/block.php', { id })).data,
    unblock: async (id: number) => (await call(okResponseSchema, 'DELETE', '/api/block.php', { id })).data,
    report: async (body: ReportRequest) =>
      (await call(okResponseSchema, 'POST', '/api/report.php', body)).data,
    chats: async () => (await call(chatsResponseSchema, 'GET', '/api/chats.php')).data,
    conversation: async (q: { id: number } | { profile: number }) =>
      (await call(conversationResponseSchema, 'GET', `/api/chat.php${query(q)}`)).data,
    /** Opening the conversation with a member marks it read (reading it with `conversation` does not). */
    markChatRead: async (profile: number) =>
      (await call(okResponseSchema, 'POST', '/api/chat-read.php', { profile })).data,
    sendMessage: async (body: SendMessageRequest) =>
      (await call(sendMessageResponseSchema, 'POST', '/api/message.php', body)).data,
    sendPhoto: async (profile: number, photo: Blob, clientId?: string) => {
      const body = new FormData();
      body.set('profile', String(profile));
      if (clientId) body.set('client_id', clientId);
      body.set('photo', photo, 'photo');
      return (await call(sendMessageResponseSchema, 'POST', '/api/message-photo.php', body)).data;
    },
    deleteChat: async (body: { conversation: number } | { profile: number }) =>
      (await call(okResponseSchema, 'DELETE', '/api/chat.php', body)).data,
    typing: async (profile: number) =>
      (await call(okResponseSchema, 'POST', '/api/typing.php', { profile })).data,
    /** With `checkout`, a member's checkout terms come along (ADR 0087), in the same call. */
    bundles: async (options: { checkout?: boolean } = {}) =>
      (await call(bundlesResponseSchema, 'GET', `/api/bundles.php${options.checkout ? '?checkout=1' : ''}`))
        .data,
    /** Issue 22 (ADR 0087): the spending cap, this month's payments, the statement descriptor, the disclosure. */
    checkoutTerms: async () =>
      (await call(checkoutTermsResponseSchema, 'GET', '/api/checkout-terms.php')).data,
    setSpendingCap: async (body: SpendingCapRequest) =>
      (await call(checkoutTermsResponseSchema, 'POST', '/api/spending-cap.php', body)).data,
    startPayment: async (body: PaymentRequest) =>
      (await call(paymentResponseSchema, 'POST', '/api/payment.php', body)).data,
    /** A typed discount code checked against an order (errors are the spec's code errors). */
    checkDiscountCode: async (q: { code: string; tier: string; method?: string }) =>
      (await call(discountCodeResponseSchema, 'GET', `/api/discountcode.php${query(q)}`)).data,
    payment: async (id: number) =>
      (await call(zod.object({ payment: paymentSchema }), 'GET', `/api/payment.php${query({ id })}`)).data
        .payment,
    startDirectDebit: async (body: DirectDebitRequest) =>
      (await call(directDebitResponseSchema, 'POST', '/api/directdebit.php', body)).data.request,
    directDebit: async (id: number) =>
      (await call(directDebitResponseSchema, 'GET', `/api/directdebit.php${query({ id })}`)).data.request,
    confirmDirectDebit: async (request: number, code: string) =>
      (await call(paymentResponseSchema, 'POST', '/api/directdebit-code.php', { request, code })).data,
    resendDirectDebitCode: async (request: number) =>
      (await call(directDebitResponseSchema, 'POST', '/api/directdebit-resend.php', { request })).data
        .request,
    sandboxCheckout: async (token: string) =>
      (await call(sandboxCheckoutSchema, 'GET', `/api/payment-sandbox.php${query({ token })}`)).data.checkout,
    sandboxOutcome: async (body: SandboxOutcome) =>
      (await call(zod.object({ return_url: zod.string() }), 'POST', '/api/payment-sandbox.php', body)).data,
    // Age assurance (ADR 0088): the member's state, starting a check, the sandbox's hosted page.
    ageCheck: async () => (await call(ageCheckStatusSchema, 'GET', '/api/age-check.php')).data.age_check,
    startAgeCheck: async (body: zod.input<typeof ageCheckStartSchema>) =>
      (await call(ageCheckStartResponseSchema, 'POST', '/api/age-check.php', body)).data,
    sandboxAgeCheck: async (token: string) =>
      (await call(ageSandboxCheckSchema, 'GET', `/api/age-check-sandbox.php${query({ token })}`)).data.check,
    sandboxAgeAnswer: async (body: zod.input<typeof ageSandboxAnswerSchema>) =>
      (await call(ageSandboxReturnSchema, 'POST', '/api/age-check-sandbox.php', body)).data,
    transactions: async () =>
      (await call(transactionsResponseSchema, 'GET', '/api/transactions.php')).data.payments,
    /** The payments with the refund requests, what may be asked for now and the debt (ADR 0086). */
    transactionsOverview: async () =>
      (await call(transactionsResponseSchema, 'GET', '/api/transactions.php')).data,
    requestRefund: async (payment: number) =>
      (await call(refundRequestResponseSchema, 'POST', '/api/refund-request.php', { payment })).data
        .refund_request,
    member: async (id: number | string) =>
      (await call(memberProfileResponseSchema, 'GET', `/api/member.php${query({ id })}`)).data.member,
    showcase: async (q: ShowcaseQuery = {}) =>
      (await call(showcaseResponseSchema, 'GET', `/api/showcase.php${query(q as Record<string, string>)}`))
        .data,
    /**
     * tracking: the visitor's traffic source (network, ref, sub1–3), which decides whether a
     * visitor may search where only visitors from a traffic source may (spec §6).
     */
    members: async (q: MemberSearchQuery, tracking: Record<string, string | undefined> = {}) =>
      (
        await call(
          memberSearchResponseSchema,
          'GET',
          `/api/members.php${query({ ...(q as Record<string, string>), ...tracking })}`,
        )
      ).data,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
