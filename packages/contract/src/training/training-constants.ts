/**
 * The AI training labs' class projects and saved projects: lab kinds and the limits
 * the server enforces and the labs show. One source for server and web.
 */

/** The labs, as in their addresses (/ai/training/image, /posture, /music). */
export const TRAINING_LAB_KINDS = ['image', 'posture', 'music'] as const;
export type TTrainingLabKind = (typeof TRAINING_LAB_KINDS)[number];
export const TrainingLabKind = { IMAGE: 'image', POSTURE: 'posture', MUSIC: 'music' } as const;

export const TRAINING_LAB_LABELS: Record<TTrainingLabKind, string> = {
  image: '图像训练',
  posture: '姿势训练',
  music: '音乐训练',
};

export const TrainingClassLimit = {
  NAME_MAX: 30,
  CATEGORY_NAME_MAX: 20,
  CATEGORIES_MIN: 2,
  CATEGORIES_MAX: 10,
  /** Open projects a class may have at once. */
  OPEN_PER_CLASS_MAX: 10,
  /** Samples sent in one add-samples call. */
  SAMPLES_PER_CALL_MAX: 20,
  /** Samples one person may add to one project. */
  SAMPLES_PER_PERSON_MAX: 60,
  /** Samples of one project in all. */
  SAMPLES_PER_PROJECT_MAX: 1200,
  /** An image sample: the small square JPEG/PNG the lab makes (224 px), at most this many bytes. */
  IMAGE_BYTES_MAX: 64 * 1024,
  IMAGE_SIDE_MAX: 256,
  /** Body points of a posture sample (MoveNet). */
  POSE_POINTS: 17,
  /** Notes of a music sample. */
  NOTES_MIN: 2,
  NOTES_MAX: 64,
  NOTE_MIDI_MIN: 21,
  NOTE_MIDI_MAX: 108,
  /** A saved model file (JSON), at most this many bytes. */
  MODEL_BYTES_MAX: 1536 * 1024,
} as const;

export const TrainingSavedLimit = {
  NAME_MAX: 30,
  /** Saved training projects a person may keep (all labs). */
  PROJECTS_MAX: 50,
  /** The saved project file (samples, features and model as JSON). */
  PROJECT_BYTES_MAX: 8 * 1024 * 1024,
} as const;

/** A class project is open for samples, or closed by the teacher (read-only). */
export const TRAINING_PROJECT_STATUSES = ['open', 'closed'] as const;
export type TTrainingProjectStatus = (typeof TRAINING_PROJECT_STATUSES)[number];
export const TrainingProjectStatus = { OPEN: 'open', CLOSED: 'closed' } as const;
