export { seedDemo, type SeedOptions } from './seed-demo.ts';
export {
  generateMembers,
  NICHE_SHAPES,
  POOL_SIZE,
  type GeneratedMember,
  type GenerateOptions,
} from './generator.ts';
export { INTEREST_SEED } from './interests.ts';
export { avatarSvg, demoImages } from './avatars.ts';
export { repairLegacyPremiumPhotos } from './legacy-premium.ts';
export { seedPersonas, seedDeskConversations } from './personas.ts';
export { DEMO_STAFF, demoTotpSecret, seedDemoStaff, type StaffSeedOptions } from './staff.ts';
