import type { TTrainingLabKind, TTrainingProjectStatus } from '@haoduo/contract';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { courseClasses } from './classes';
import { mediaFiles } from './media';
import { users } from './users';

/**
 * The AI training labs. Owned by modules/training. Pictures of image samples are
 * media files (purpose 'training'); model and saved-project files live in the storage port
 * under training/; rows keep only small things.
 */

/** A class project: the teacher opens it, every pupil adds samples, the class trains one model. */
export const trainingClassProjects = pgTable(
  'training_class_projects',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => courseClasses.id, { onDelete: 'cascade' }),
    /** image, posture or music. */
    kind: text('kind').$type<TTrainingLabKind>().notNull(),
    name: text('name').notNull(),
    /** [{ id, name }]: at most 10 short names. */
    categories: jsonb('categories').$type<{ id: string; name: string }[]>().notNull(),
    /** open or closed. */
    status: text('status').$type<TTrainingProjectStatus>().notNull().default('open'),
    /** The trained model (JSON) in the storage port, once the teacher saved one. */
    modelKey: text('model_key'),
    modelAccuracy: doublePrecision('model_accuracy'),
    modelSavedAt: timestamp('model_saved_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('training_class_projects_class_idx').on(t.classId, t.status)],
);

/** One sample of a class project, added by a pupil or a teacher of the class. */
export const trainingClassSamples = pgTable(
  'training_class_samples',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => trainingClassProjects.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Image samples: the picture (a media file of purpose 'training'). */
    mediaId: integer('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    /** Posture samples: 17 body points; music samples: the notes. Small either way. */
    keypoints: jsonb('keypoints').$type<{ x: number; y: number; score: number }[]>(),
    notes: jsonb('notes').$type<number[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_class_samples_project_idx').on(t.projectId, t.userId),
    index('training_class_samples_media_idx').on(t.mediaId),
  ],
);

/** A person's own saved training project (samples and model), one file in the storage port. */
export const trainingSavedProjects = pgTable(
  'training_saved_projects',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TTrainingLabKind>().notNull(),
    name: text('name').notNull(),
    projectKey: text('project_key').notNull(),
    /** The trained model alone (JSON), for smart apps; null before training. */
    modelKey: text('model_key'),
    size: integer('size').notNull(),
    sampleCount: integer('sample_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_saved_projects_user_idx').on(t.userId, t.kind, t.updatedAt)],
);
