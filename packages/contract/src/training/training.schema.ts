import { z } from 'zod';
import { ZId } from '../common/fields';
import { Messages } from '../messages/messages';
import { ZBodyId } from '../works/works-requests.schema';
import {
  TRAINING_LAB_KINDS,
  TRAINING_PROJECT_STATUSES,
  TrainingClassLimit as L,
  TrainingSavedLimit as S,
} from './training-constants';
import { TrainingMessages as M } from './training-messages';

/** Requests and answers of the training labs' class projects and saved projects. */

export const ZTrainingLabKind = z.enum(TRAINING_LAB_KINDS, { error: M.KIND_INVALID });

const ZCategoryName = z
  .string({ error: M.CATEGORY_NAME_REQUIRED })
  .trim()
  .min(1, M.CATEGORY_NAME_REQUIRED)
  .max(L.CATEGORY_NAME_MAX, M.CATEGORY_NAME_TOO_LONG);

const ZProjectName = z
  .string({ error: M.NAME_REQUIRED })
  .trim()
  .min(1, M.NAME_REQUIRED)
  .max(L.NAME_MAX, M.NAME_TOO_LONG);

const num = (min: number, max: number, message: string = Messages.FIELD_WRONG_TYPE) =>
  z.number({ error: message }).min(min, message).max(max, message);
const int = (min: number, max: number, message: string = Messages.FIELD_WRONG_TYPE) =>
  num(min, max, message).int(message);

// ---------- class projects ----------

export const ZTrainingClassProjectCreateBody = z.object({
  classId: ZBodyId,
  kind: ZTrainingLabKind,
  name: ZProjectName,
  categories: z
    .array(ZCategoryName, { error: M.CATEGORIES_TOO_FEW })
    .min(1, M.CATEGORIES_TOO_FEW)
    .max(L.CATEGORIES_MAX, M.CATEGORIES_TOO_MANY)
    .refine((names) => new Set(names).size === names.length, M.CATEGORIES_DUPLICATE),
});
export type TTrainingClassProjectCreateBody = z.infer<typeof ZTrainingClassProjectCreateBody>;

export const ZTrainingClassIdQuery = z.object({ classId: ZId });
export const ZTrainingIdQuery = z.object({ id: ZId });
export const ZTrainingIdBody = z.object({ id: ZBodyId });

/** A body point of a posture sample: 0..1 of the square picture (a little outside allowed). */
export const ZTrainingKeypoint = z.object({
  x: num(-1, 2, M.POSE_POINT_INVALID),
  y: num(-1, 2, M.POSE_POINT_INVALID),
  score: num(0, 1, M.POSE_POINT_INVALID),
});
export type TTrainingKeypoint = z.infer<typeof ZTrainingKeypoint>;

export const ZTrainingNotes = z
  .array(int(L.NOTE_MIDI_MIN, L.NOTE_MIDI_MAX, M.NOTE_INVALID), { error: M.NOTES_REQUIRED })
  .min(L.NOTES_MIN, M.NOTES_REQUIRED)
  .max(L.NOTES_MAX, M.NOTES_TOO_MANY);

/**
 * One sample: an image sample carries `image` (a data URL of the lab's small square JPEG or
 * PNG), a posture sample `keypoints` (17 body points), a music sample `notes` (MIDI numbers).
 */
export const ZTrainingSampleInput = z.object({
  categoryId: z
    .string({ error: M.CATEGORY_NOT_FOUND })
    .min(1, M.CATEGORY_NOT_FOUND)
    .max(40, M.CATEGORY_NOT_FOUND),
  image: z
    .string({ error: M.IMAGE_NOT_DATA })
    .max(Math.ceil((L.IMAGE_BYTES_MAX * 4) / 3) + 64, M.IMAGE_TOO_LARGE)
    .optional(),
  keypoints: z
    .array(ZTrainingKeypoint, { error: M.POSE_REQUIRED })
    .length(L.POSE_POINTS, M.POSE_REQUIRED)
    .optional(),
  notes: ZTrainingNotes.optional(),
});
export type TTrainingSampleInput = z.infer<typeof ZTrainingSampleInput>;

export const ZTrainingAddSamplesBody = z.object({
  projectId: ZBodyId,
  samples: z
    .array(ZTrainingSampleInput, { error: M.SAMPLES_REQUIRED })
    .min(1, M.SAMPLES_REQUIRED)
    .max(L.SAMPLES_PER_CALL_MAX, M.SAMPLES_PER_CALL),
});
export type TTrainingAddSamplesBody = z.infer<typeof ZTrainingAddSamplesBody>;

const ZNumbers = (max: number) =>
  z
    .array(z.number({ error: M.MODEL_INVALID }), { error: M.MODEL_INVALID })
    .max(max, M.MODEL_TOO_LARGE);

/** A trained image or posture model: the head of the lab's classifier (see the bridge README). */
export const ZTrainingVisionModel = z
  .object({
    labels: z
      .array(ZCategoryName, { error: M.MODEL_INVALID })
      .min(1, M.MODEL_INVALID)
      .max(L.CATEGORIES_MAX, M.MODEL_INVALID),
    mean: ZNumbers(4096),
    scale: ZNumbers(4096),
    layers: z
      .array(
        z.object({
          inputs: int(1, 4096, M.MODEL_INVALID),
          outputs: int(1, 512, M.MODEL_INVALID),
          weights: ZNumbers(140_000),
          bias: ZNumbers(512),
        }),
        { error: M.MODEL_INVALID },
      )
      .min(1, M.MODEL_INVALID)
      .max(3, M.MODEL_INVALID),
  })
  .refine((head) => {
    const first = head.layers[0]!;
    const last = head.layers[head.layers.length - 1]!;
    return (
      head.mean.length === first.inputs &&
      head.scale.length === first.inputs &&
      last.outputs === head.labels.length &&
      head.layers.every(
        (layer, index) =>
          layer.weights.length === layer.inputs * layer.outputs &&
          layer.bias.length === layer.outputs &&
          (index === 0 || head.layers[index - 1]!.outputs === layer.inputs),
      )
    );
  }, M.MODEL_INVALID);
export type TTrainingVisionModel = z.infer<typeof ZTrainingVisionModel>;

/** A trained music model: the melodies it counted and the note chain (see the music lab). */
export const ZTrainingMusicModel = z
  .object({
    melodies: z
      .array(z.array(int(L.NOTE_MIDI_MIN, L.NOTE_MIDI_MAX, M.MODEL_INVALID)).max(L.NOTES_MAX), {
        error: M.MODEL_INVALID,
      })
      .max(L.SAMPLES_PER_PROJECT_MAX, M.MODEL_TOO_LARGE),
    model: z.object({
      notes: z
        .array(int(L.NOTE_MIDI_MIN, L.NOTE_MIDI_MAX, M.MODEL_INVALID))
        .min(1)
        .max(88),
      counts: z.array(ZNumbers(88)).max(88),
      starts: ZNumbers(88),
      ends: ZNumbers(88),
      melodies: int(0, 1_000_000, M.MODEL_INVALID),
    }),
  })
  .refine(({ model }) => {
    const size = model.notes.length;
    return (
      model.counts.length === size &&
      model.counts.every((row) => row.length === size) &&
      model.starts.length === size &&
      model.ends.length === size
    );
  }, M.MODEL_INVALID);
export type TTrainingMusicModel = z.infer<typeof ZTrainingMusicModel>;

export const ZTrainingModel = z.union([ZTrainingVisionModel, ZTrainingMusicModel], {
  error: M.MODEL_INVALID,
});
export type TTrainingModel = z.infer<typeof ZTrainingModel>;

export const ZTrainingSaveModelBody = z.object({
  projectId: ZBodyId,
  model: ZTrainingModel,
  /** How well it did on the samples it had not seen (0..1), when the lab checked. */
  accuracy: num(0, 1).nullable().optional(),
});
export type TTrainingSaveModelBody = z.infer<typeof ZTrainingSaveModelBody>;

export const ZTrainingCategory = z.object({ id: z.string(), name: z.string() });
export type TTrainingCategory = z.infer<typeof ZTrainingCategory>;

export const ZTrainingClassProject = z.object({
  id: z.number(),
  classId: z.number(),
  className: z.string(),
  kind: ZTrainingLabKind,
  name: z.string(),
  status: z.enum(TRAINING_PROJECT_STATUSES),
  categories: z.array(
    ZTrainingCategory.extend({ sampleCount: z.number(), mySampleCount: z.number() }),
  ),
  sampleCount: z.number(),
  mySampleCount: z.number(),
  contributorCount: z.number(),
  hasModel: z.boolean(),
  modelAccuracy: z.number().nullable(),
  modelSavedAt: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** The caller teaches the class: may save the model, close, and delete any sample. */
  canManage: z.boolean(),
});
export type TTrainingClassProject = z.infer<typeof ZTrainingClassProject>;

export const ZTrainingClassProjectList = z.array(ZTrainingClassProject);

export const ZTrainingSample = z.object({
  id: z.number(),
  categoryId: z.string(),
  authorName: z.string(),
  mine: z.boolean(),
  /** Image samples: a link to the picture (signed, like works files). */
  imageUrl: z.string().nullable(),
  keypoints: z.array(ZTrainingKeypoint).nullable(),
  notes: z.array(z.number()).nullable(),
  createdAt: z.string(),
});
export type TTrainingSample = z.infer<typeof ZTrainingSample>;

export const ZTrainingContributor = z.object({ name: z.string(), sampleCount: z.number() });

export const ZTrainingClassProjectDetail = z.object({
  project: ZTrainingClassProject,
  samples: z.array(ZTrainingSample),
  contributors: z.array(ZTrainingContributor),
});
export type TTrainingClassProjectDetail = z.infer<typeof ZTrainingClassProjectDetail>;

export const ZTrainingAddSamplesResult = z.object({
  added: z.number(),
  project: ZTrainingClassProject,
});

export const ZTrainingModelAnswer = z.object({
  kind: ZTrainingLabKind,
  name: z.string(),
  model: ZTrainingModel,
  savedAt: z.string(),
});
export type TTrainingModelAnswer = z.infer<typeof ZTrainingModelAnswer>;

// ---------- saved projects (a pupil's own, samples and model) ----------

const ZSavedName = z
  .string({ error: M.NAME_REQUIRED })
  .trim()
  .min(1, M.NAME_REQUIRED)
  .max(S.NAME_MAX, M.NAME_TOO_LONG);

export const ZTrainingSavedSaveBody = z.object({
  /** Saving again over one's own saved project; absent for a new one. */
  id: ZBodyId.optional(),
  kind: ZTrainingLabKind,
  name: ZSavedName,
  /** The lab's project as it exports it (samples with their features, the trained model). */
  project: z.record(z.string(), z.unknown(), { error: M.SAVED_PROJECT_INVALID }),
  sampleCount: int(0, 100_000),
  /** The trained model alone, so smart apps can load it without the samples. */
  model: ZTrainingModel.nullable().optional(),
});
export type TTrainingSavedSaveBody = z.infer<typeof ZTrainingSavedSaveBody>;

export const ZTrainingSavedKindQuery = z.object({
  kind: z.preprocess((v) => (v === '' ? undefined : v), ZTrainingLabKind.optional()),
});

export const ZTrainingSavedSummary = z.object({
  id: z.number(),
  kind: ZTrainingLabKind,
  name: z.string(),
  sampleCount: z.number(),
  hasModel: z.boolean(),
  size: z.number(),
  /** The id a smart app names to use its model (`saved:<id>`). */
  modelId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTrainingSavedSummary = z.infer<typeof ZTrainingSavedSummary>;

export const ZTrainingSavedList = z.array(ZTrainingSavedSummary);

export const ZTrainingSavedDetail = z.object({
  summary: ZTrainingSavedSummary,
  project: z.record(z.string(), z.unknown()),
});
export type TTrainingSavedDetail = z.infer<typeof ZTrainingSavedDetail>;

/** `saved:<id>` (a saved project's model) or `class:<id>` (a class project's model). */
export const ZTrainingModelIdQuery = z.object({
  modelId: z
    .string({ error: Messages.FIELD_WRONG_TYPE })
    .regex(/^(saved|class):[1-9][0-9]{0,9}$/, Messages.FIELD_WRONG_TYPE),
});
