import {
  DownloadStatus,
  type TDownloadKind,
  type TDownloadOs,
  type TDownloadStatus,
} from '@haoduo/contract';
import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { courseClasses } from './classes';
import { schools } from './schools';

/**
 * The download centre: recommended browser installers per operating system and teaching
 * materials. A resource is a file in storage (`storage_key`) or a vendor's download page
 * (`external_url`). Materials are for one class, one school, or everyone (both null).
 * Owned by modules/downloads.
 */
export const downloadResources = pgTable(
  'download_resources',
  {
    id: serial('id').primaryKey(),
    /** 'browser' | 'material'. */
    kind: text('kind').$type<TDownloadKind>().notNull(),
    /** Browsers: windows, mac, linux, android, ios. */
    os: text('os').$type<TDownloadOs>(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type'),
    size: integer('size'),
    storageKey: text('storage_key'),
    externalUrl: text('external_url'),
    /** A file the server can regenerate when storage lacks it (the demo material). */
    builtin: text('builtin'),
    schoolId: integer('school_id').references(() => schools.id),
    classId: integer('class_id').references(() => courseClasses.id),
    sort: integer('sort').notNull().default(0),
    /** 1 listed, 0 withdrawn. */
    status: smallint('status').$type<TDownloadStatus>().notNull().default(DownloadStatus.LISTED),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('download_resources_kind_idx').on(t.kind, t.status),
    index('download_resources_class_idx').on(t.classId),
  ],
);
