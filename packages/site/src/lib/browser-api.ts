/** The API client for calls made from the page itself (same origin, the member's cookie). */
import { type ApiClient, createApiClient } from '@dating/api-client';

let client: ApiClient | undefined;

export function browserApi(): ApiClient {
  client ??= createApiClient({ baseUrl: '' });
  return client;
}
