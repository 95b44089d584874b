/**
 * Counters of the API's rate limits (apps/api/src/http/rate-limits.ts), in the shape
 * rate-limiter-flexible's RateLimiterDrizzle reads and writes: one row per limit and key
 * (`<limit>:<ip or member id>`), the points used in the current window and when it ends.
 * In the database every server instance shares the counts; with REDIS_URL they live in Redis.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
