import { TrainingClassLimit } from '@haoduo/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TTrainProgress } from '../model/classifier-types';
import { judge, type TEvaluation } from '../model/evaluate';
import { isBodyFound, type TKeypoint } from '../model/pose';
import {
  addSamples,
  newId,
  trainingExamples,
  type TVisionLabKind,
  type TVisionProject,
  type TVisionSample,
} from '../model/project';
import { samplePicture, squareFrame, thumbnail, type TFrameSource } from '../capture/frame';
import { drawPose } from '../capture/draw-pose';
import type { TTrainPhase } from '../workers/vision-protocol';
import { INPUT_SIZE } from '../workers/vision-protocol';
import { useVisionWorker } from './use-vision-worker';

/** Training settings per lab: pictures get one softmax layer; poses a small hidden layer. */
const TRAIN_SETTINGS: Record<TVisionLabKind, { hidden: number; epochs: number }> = {
  image: { hidden: 0, epochs: 30 },
  pose: { hidden: 24, epochs: 60 },
};

export type TTrainingState =
  | { status: 'idle' }
  | { status: 'running'; phase: TTrainPhase; progress: TTrainProgress }
  | {
      status: 'done';
      evaluation: TEvaluation | null;
      milliseconds: number;
      trainMilliseconds: number;
    }
  | { status: 'failed' };

export interface TLivePrediction {
  probabilities: number[];
  /** Time the worker took for this frame (features and model). */
  milliseconds: number;
  keypoints?: TKeypoint[];
  bodyFound: boolean;
}

/** Why a sample could not be added. */
export type TSampleProblem = 'no-body' | 'not-ready' | 'not-picture';

/**
 * Everything the image and posture labs do with their project: add samples from the camera or
 * files (features worked out in the worker), train with progress, predict.
 */
export function useVisionLab(kind: TVisionLabKind, initial: () => TVisionProject) {
  const { clientRef, status, backend } = useVisionWorker(kind);
  const [project, setProject] = useState<TVisionProject>(initial);
  const [training, setTraining] = useState<TTrainingState>({ status: 'idle' });
  const headSent = useRef<unknown>(undefined);

  // The worker keeps the current head for live predictions.
  useEffect(() => {
    const client = clientRef.current;
    if (status !== 'ready' || !client || headSent.current === project.head) return;
    headSent.current = project.head;
    void client.setHead(project.head);
  }, [clientRef, status, project.head]);

  const mode = kind === 'image' ? 'crop' : 'fit';

  /** One sample from a picture source into a category; resolves to a problem or null. */
  const addSample = useCallback(
    async (
      categoryId: string,
      source: TFrameSource,
      /** A given id (samples loaded from a class project keep theirs). */
      id: string = newId(),
    ): Promise<TSampleProblem | null> => {
      const client = clientRef.current;
      if (!client || status !== 'ready') return 'not-ready';
      const frame = squareFrame(source, INPUT_SIZE[kind], mode);
      const result = await client.features(frame.image);
      if (kind === 'pose') {
        if (!result.keypoints || !isBodyFound(result.keypoints)) return 'no-body';
        drawPose(frame.canvas.getContext('2d')!, result.keypoints, frame.canvas.width);
      }
      const sample: TVisionSample = {
        id,
        categoryId,
        // Image samples keep the picture the extractor saw (224 px: shared with the class as
        // is); posture samples a small picture with the body points (they share the points).
        thumb:
          kind === 'image'
            ? samplePicture(frame.canvas, TrainingClassLimit.IMAGE_BYTES_MAX)
            : thumbnail(frame.canvas),
        // Four decimals are plenty and keep saved projects small.
        features: result.features.map((value) => Math.round(value * 1e4) / 1e4),
        keypoints: result.keypoints,
      };
      setProject((current) => addSamples(current, [sample]));
      return null;
    },
    [clientRef, status, kind, mode],
  );

  const train = useCallback(async () => {
    const client = clientRef.current;
    if (!client) return;
    const examples = trainingExamples(project);
    const labels = project.categories.map((category) => category.name.trim());
    const first: TTrainProgress = {
      epoch: 0,
      epochs: TRAIN_SETTINGS[kind].epochs,
      loss: 0,
      accuracy: 0,
    };
    setTraining({ status: 'running', phase: 'train', progress: first });
    try {
      const result = await client.train(
        {
          examples: examples.map(({ features, label }) => ({ features, label })),
          labels,
          options: TRAIN_SETTINGS[kind],
          check: true,
        },
        (phase, progress) => setTraining({ status: 'running', phase, progress }),
      );
      headSent.current = result.head;
      setProject((current) => ({
        ...current,
        head: result.head,
        stale: false,
        updatedAt: Date.now(),
      }));
      const evaluation = result.heldOut.some((probs) => probs.length > 0)
        ? judge(labels.length, examples, result.heldOut)
        : null;
      setTraining({
        status: 'done',
        evaluation,
        milliseconds: result.milliseconds,
        trainMilliseconds: result.trainMilliseconds,
      });
    } catch {
      setTraining({ status: 'failed' });
    }
  }, [clientRef, project, kind]);

  /** What the model sees in a picture now (the body points even before training). */
  const predict = useCallback(
    async (source: TFrameSource): Promise<TLivePrediction | null> => {
      const client = clientRef.current;
      if (!client || status !== 'ready') return null;
      const frame = squareFrame(source, INPUT_SIZE[kind], mode);
      const result = await client.predict(frame.image);
      const keypoints = result.keypoints?.map((point) => ({
        ...point,
        // Back from the square to the picture's own frame.
        x: (point.x - frame.box.x) / frame.box.width,
        y: (point.y - frame.box.y) / frame.box.height,
      }));
      const bodyFound = keypoints ? isBodyFound(keypoints) : true;
      return {
        probabilities: bodyFound ? result.probabilities : [],
        milliseconds: result.milliseconds,
        keypoints,
        bodyFound,
      };
    },
    [clientRef, status, kind, mode],
  );

  /** Replace the project (opened, imported or new). */
  const replaceProject = useCallback((next: TVisionProject) => {
    setProject(next);
    setTraining({ status: 'idle' });
  }, []);

  /** The last training's cross-validated accuracy, when it was checked. */
  const accuracy =
    training.status === 'done' && training.evaluation ? training.evaluation.accuracy : null;

  return {
    project,
    accuracy,
    setProject,
    replaceProject,
    workerStatus: status,
    backend,
    training,
    addSample,
    train,
    predict,
  };
}
