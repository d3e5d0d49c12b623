import type { TClassifierHead, TTrainOptions, TTrainProgress } from '../model/classifier-types';
import type { TKeypoint } from '../model/pose';

/** What the lab asks its vision worker, and what the worker answers. */

export type TVisionKind = 'image' | 'pose';

/** Side of the square picture each model looks at. */
export const INPUT_SIZE: Record<TVisionKind, number> = { image: 224, pose: 192 };

export interface TTrainRequest {
  examples: { features: number[]; label: number }[];
  labels: string[];
  options: Partial<TTrainOptions>;
  /** Also work out held-out predictions (which samples the model gets wrong). */
  check: boolean;
}

export type TVisionRequest =
  | { type: 'init'; kind: TVisionKind }
  | { type: 'features'; image: ImageData }
  | { type: 'train'; request: TTrainRequest }
  | { type: 'set-head'; head: TClassifierHead | null }
  | { type: 'predict'; image: ImageData };

export interface TFeatureResult {
  features: number[];
  /** Pose only: the body points found. */
  keypoints?: TKeypoint[];
}

export interface TTrainResult {
  head: TClassifierHead;
  /** Per example, the probabilities from a model that had not seen it (empty if not checked). */
  heldOut: number[][];
  /** Training the model alone. */
  trainMilliseconds: number;
  /** Training and the held-out quiz. */
  milliseconds: number;
}

export interface TPredictResult extends TFeatureResult {
  /** Empty until a model is set. */
  probabilities: number[];
  milliseconds: number;
}

export type TTrainPhase = 'train' | 'check';

export type TVisionEvent =
  | { type: 'progress'; id: number; phase: TTrainPhase; progress: TTrainProgress }
  | { type: 'result'; id: number; value: unknown }
  | { type: 'error'; id: number; message: string };

export type TVisionMessage = TVisionRequest & { id: number };
