import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did what, for every change a school may ask about. Owned by platform/audit. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: text('ip'),
    /** The endpoint of a back-office write (`POST /api/v1/...`). */
    endpoint: text('endpoint'),
    /** The changed fields of the row: `{ field: { before, after } }`. */
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>(),
  },
  (t) => [
    // Newest (or oldest) first with the id as tie-break: a page's ids from the index alone.
    index('audit_log_at_id_idx').on(t.at, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    // The audit page's call filter, newest first.
    index('audit_log_action_idx').on(t.action, t.at, t.id),
  ],
);

/** Every read of a personal field without its mask: who, when, which call, which row and field. Owned by platform/audit. */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    field: text('field').notNull(),
    ip: text('ip'),
  },
  (t) => [
    index('access_log_at_idx').on(t.at),
    index('access_log_user_idx').on(t.userId, t.at),
    index('access_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Messages written by the outbox SMS provider. Owned by platform/sms. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    /** 'sms' or 'voice'. */
    channel: text('channel').notNull().default('sms'),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.createdAt)],
);

/** Small key-value facts about this installation (e.g. which demo data steps have run). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
