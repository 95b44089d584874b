/**
 * The interest tags in the database (spec §3): the domain's list, so the API, the seed and the
 * translations (interests.<slug>) can never disagree about which tags exist.
 */
import { INTERESTS } from '@dating/domain';

export const INTEREST_SEED: readonly { slug: string; icon: string }[] = INTERESTS.map(({ slug, icon }) => ({
  slug,
  icon,
}));
