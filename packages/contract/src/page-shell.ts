/**
 * GET /api/page-shell.php (ADR 0051): what every page of a site needs before its own data, in one
 * call — the site's settings, the company info, the signed-in member (null for a visitor) and the navigation's
 * badges (null for a visitor). The site's root loader and its route loaders share one answer
 * per request.
 */
import { z } from 'zod';
import { ownPhotosResponseSchema, ownProfileSchema } from './account.ts';
import { badgesResponseSchema } from './likes.ts';
import { companyInfoSchema, settingsSchema } from './settings.ts';
import { userSchema } from './user.ts';

export const pageShellResponseSchema = z.object({
  settings: settingsSchema,
  /** The company info in force (ADR 0069): read per request, so an operator's edit shows at once. */
  company: companyInfoSchema,
  user: userSchema.nullable(),
  badges: badgesResponseSchema.nullable(),
  /**
   * The request's session was ended by a ban in force (issue 19, ADR 0058): a member page sends
   * the visitor to the ban page instead of the login page. Absent (false) otherwise.
   */
  banned: z.boolean().optional(),
});
export type PageShell = z.infer<typeof pageShellResponseSchema>;

/**
 * GET /api/profile-page.php (ADR 0051): what the member's own profile page edits, in one call —
 * the profile fields, the own photos with their limit, and whether privacy mode is on.
 */
export const profilePageResponseSchema = z.object({
  profile: ownProfileSchema,
  photos: ownPhotosResponseSchema,
  privacy: z.boolean(),
});
export type ProfilePage = z.infer<typeof profilePageResponseSchema>;
