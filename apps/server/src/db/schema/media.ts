import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TMediaKind } from '@haoduo/contract';
import { users } from './users';
import { works } from './works';

/**
 * Uploaded files (the bytes live in the storage port under `key`). Owned by modules/media.
 * Keys are random (128 bits) and never reused, so a file's content never changes.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    /** The card thumbnail (WebP), images only. */
    thumbKey: text('thumb_key'),
    /** image, audio or video. */
    kind: text('kind').$type<TMediaKind>().notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * 'works': pictures and media of works, deleted with the last work that uses them (and
     * swept when never used after a day). 'site': content files kept until deleted.
     */
    purpose: text('purpose').notNull().default('works'),
    /** Served to anyone without a signed link (site content, demo pictures). */
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_files_key_unique').on(t.key),
    uniqueIndex('media_files_thumb_key_unique').on(t.thumbKey),
    index('media_files_owner_idx').on(t.ownerUserId),
    index('media_files_created_idx').on(t.purpose, t.createdAt),
  ],
);

/** Which works use which files. A file shared by a work and its copies stays while any uses it. */
export const worksMedia = pgTable(
  'works_media',
  {
    worksId: integer('works_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.worksId, t.mediaId] }),
    index('works_media_media_idx').on(t.mediaId),
  ],
);
