/**
 * Spec §4: the geolocation permission — unsupported (no geolocation in the browser), unknown
 * (the browser cannot tell before asking), or the browser's own state.
 */

export const GEOLOCATION_PERMISSIONS = ['unsupported', 'unknown', 'prompt', 'granted', 'denied'] as const;
/** Spec §4: one geolocation permission state. */
export type GeolocationPermission = (typeof GEOLOCATION_PERMISSIONS)[number];

/**
 * Spec §4: the member's geolocation permission from what the browser offers: whether it has
 * geolocation at all, and the Permissions API's answer (null when it has none or would not say).
 */
export function geolocationPermission(input: {
  geolocation: boolean;
  permissionState: string | null;
}): GeolocationPermission {
  if (!input.geolocation) return 'unsupported';
  const state = input.permissionState;
  return state === 'prompt' || state === 'granted' || state === 'denied' ? state : 'unknown';
}

/**
 * What "use my location" offers: the button where asking can work, a hint to allow location in
 * the browser settings where the member has denied it (asking again would fail at once), and
 * nothing where the browser has no geolocation.
 */
export function locationOffer(permission: GeolocationPermission): 'button' | 'settings_hint' | 'none' {
  if (permission === 'unsupported') return 'none';
  return permission === 'denied' ? 'settings_hint' : 'button';
}
