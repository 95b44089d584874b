/** Builds a photo URL from the settings' cdn_prefix and a server-made file name. */
export function photoUrl(cdnPrefix: string, filename: string): string {
  return `${cdnPrefix}${filename}`;
}
