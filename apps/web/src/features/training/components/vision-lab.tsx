import { Button, Spin } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTexts } from '../../../shared/i18n/i18n';
import { drawPose } from '../capture/draw-pose';
import { hasPicture, loadImageFile } from '../capture/frame';
import { useCamera } from '../hooks/use-camera';
import { useInterval } from '../hooks/use-interval';
import { useVisionLab, type TLivePrediction } from '../hooks/use-vision-lab';
import {
  addCategory,
  removeCategory,
  removeSamples,
  renameCategory,
  samplesOf,
  TrainingLimits,
  type TVisionLabKind,
} from '../model/project';
import { CameraPanel } from './camera-panel';
import { CategoryCard } from './category-card';
import { useInClass } from './class-project-gate';
import { ProjectBar } from './project-bar';
import { StepCard } from './step-card';
import { TestPanel } from './test-panel';
import { TrainPanel } from './train-panel';
import { useVisionProjectActions, type TLessonProject } from './use-vision-project-actions';
import styles from './lab.module.css';
import { Alert } from '../../../shared/ui/alert';
import { feedback } from '../../../shared/ui/feedback';
import { PlusOutlined } from './lab-icons';

// Loaded where they show: the class project for a class's members, counting reps once the
// posture model is trained.
const VisionClassProject = lazy(() =>
  Promise.all([import('./vision-class-project'), loadTexts('trainingClass')]).then(([module]) => ({
    default: module.VisionClassProject,
  })),
);
const RepCounterPanel = lazy(() =>
  import('./rep-counter-panel').then((module) => ({ default: module.RepCounterPanel })),
);

export interface TVisionLabProps {
  kind: TVisionLabKind;
  title: string;
  /** Opened from a lesson: the project it prepared (opened once it has come) and its banner. */
  lesson?: TLessonProject;
  banner?: ReactNode;
}

/** The image lab and the posture lab: collect, train, test, with the project bar on top. */
export function VisionLab({ kind, title, lesson, banner }: TVisionLabProps) {
  const { t } = useTranslation();
  const { message } = feedback();
  const texts = kind === 'image' ? 'image' : 'posture';
  const uploadLabel = t(`training.${texts}.upload`);
  const actions = useVisionProjectActions(kind);
  const lab = useVisionLab(kind, actions.initialProject);
  const { project, setProject, replaceProject } = lab;
  // The lesson's project replaces the empty one once, when the lesson's preset has come.
  const openedLesson = useRef<number | null>(null);
  useEffect(() => {
    if (!lesson || openedLesson.current === lesson.lessonId) return;
    openedLesson.current = lesson.lessonId;
    replaceProject(actions.lessonProject(lesson));
  }, [lesson, replaceProject, actions]);
  const camera = useCamera();
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const [live, setLive] = useState<TLivePrediction | null>(null);
  const [picture, setPicture] = useState<{
    url: string;
    prediction: TLivePrediction | null;
  } | null>(null);
  const ready = lab.workerStatus === 'ready';
  const trained = project.head !== null;
  const cameraOn = camera.state.status === 'on';
  const running = lab.training.status === 'running';
  const labels = project.head?.labels ?? project.categories.map((category) => category.name);
  const inClass = useInClass();

  useInterval(
    async () => {
      const video = camera.videoRef.current;
      if (!video || !hasPicture(video)) return;
      const prediction = await lab.predict(video);
      if (!prediction) return;
      setLive(trained || kind === 'pose' ? prediction : null);
      const canvas = overlayRef.current;
      if (canvas && prediction.keypoints) {
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        const context = canvas.getContext('2d')!;
        context.clearRect(0, 0, canvas.width, canvas.height);
        drawPose(context, prediction.keypoints, canvas.width, canvas.height);
      }
    },
    kind === 'pose' ? 120 : 200,
    ready && cameraOn && !running && (trained || kind === 'pose'),
  );

  const shownLive = cameraOn ? live : null;

  const recordFrame = async (categoryId: string) => {
    const video = camera.videoRef.current;
    if (!video || !hasPicture(video)) return;
    const problem = await lab.addSample(categoryId, video);
    if (problem === 'no-body') {
      void message.warning({ content: t('training.posture.noBody'), key: 'no-body' });
    }
  };

  const addFiles = async (categoryId: string, files: File[]) => {
    let failed = 0;
    let noBody = 0;
    for (const file of files) {
      try {
        const problem = await lab.addSample(categoryId, await loadImageFile(file));
        if (problem === 'no-body') noBody++;
        else if (problem) failed++;
      } catch {
        failed++;
      }
    }
    if (failed) void message.warning(t('training.category.uploadFailed', { count: failed }));
    if (noBody) void message.warning(t('training.category.noBody'));
  };

  const testPicture = async (file: File) => {
    try {
      const image = await loadImageFile(file);
      setPicture({ url: image.src, prediction: null });
      const prediction = await lab.predict(image);
      setPicture({ url: image.src, prediction });
    } catch {
      void message.warning(t('training.category.uploadFailed', { count: 1 }));
    }
  };

  return (
    <div
      className={styles.lab}
      data-testid={`training-lab-${kind}`}
      data-model={lab.workerStatus}
      data-backend={lab.backend}
      data-frame-ms={shownLive ? Math.round(shownLive.milliseconds) : undefined}
      data-train-ms={
        lab.training.status === 'done' ? Math.round(lab.training.trainMilliseconds) : undefined
      }
      data-check-ms={
        lab.training.status === 'done' ? Math.round(lab.training.milliseconds) : undefined
      }
    >
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{t(`training.${texts}.intro`)}</p>
        </div>
        <ProjectBar {...actions.barProps(project, lab.replaceProject, setProject)} />
      </div>
      {banner}
      {inClass && (
        <Suspense fallback={null}>
          <VisionClassProject lab={lab} />
        </Suspense>
      )}
      {lab.workerStatus === 'loading' && (
        <Alert
          type="info"
          showIcon
          icon={<Spin size="small" />}
          message={t('training.model.loading')}
        />
      )}
      {lab.workerStatus === 'error' && (
        <Alert type="error" showIcon message={t('training.model.failed')} />
      )}
      <div className={styles.columns}>
        <StepCard
          step={1}
          title={t('training.steps.collectTitle')}
          help={t(`training.${texts}.collectHelp`)}
        >
          <CameraPanel
            videoRef={camera.videoRef}
            overlayRef={kind === 'pose' ? overlayRef : undefined}
            state={camera.state}
            onStart={() => void camera.start()}
            onStop={camera.stop}
            mirrored={camera.facing === 'user'}
            onSwitch={camera.canSwitch ? () => void camera.switchSide() : undefined}
            uploadLabel={uploadLabel}
            footer={
              kind === 'pose' && shownLive
                ? shownLive.bodyFound
                  ? t('training.posture.bodyFound')
                  : t('training.posture.noBody')
                : null
            }
          />
          <div className={styles.categories}>
            {project.categories.map((category, index) => (
              <CategoryCard
                key={category.id}
                index={index}
                category={category}
                samples={samplesOf(project, category.id)}
                canRemove={project.categories.length > TrainingLimits.MIN_CATEGORIES}
                cameraOn={cameraOn && ready}
                uploadLabel={uploadLabel}
                onRename={(name) =>
                  setProject((current) => renameCategory(current, category.id, name))
                }
                onRemove={() => setProject((current) => removeCategory(current, category.id))}
                onRemoveSample={(id) => setProject((current) => removeSamples(current, [id]))}
                onRecordFrame={() => recordFrame(category.id)}
                onFiles={(files) => void addFiles(category.id, files)}
              />
            ))}
          </div>
          <Button
            icon={<PlusOutlined aria-hidden />}
            size="large"
            disabled={project.categories.length >= TrainingLimits.MAX_CATEGORIES}
            onClick={() =>
              setProject((current) =>
                addCategory(
                  current,
                  t('training.category.defaultName', { n: current.categories.length + 1 }),
                ),
              )
            }
          >
            {project.categories.length >= TrainingLimits.MAX_CATEGORIES
              ? t('training.category.limit')
              : t('training.category.add')}
          </Button>
        </StepCard>
        <StepCard step={2} title={t('training.steps.trainTitle')} help={t('training.train.help')}>
          <TrainPanel
            project={project}
            training={lab.training}
            ready={ready}
            onTrain={() => void lab.train()}
          />
        </StepCard>
        <StepCard
          step={3}
          title={t('training.steps.testTitle')}
          help={t(`training.${texts}.testHelp`)}
        >
          <TestPanel
            kind={kind}
            labels={labels}
            trained={trained && ready}
            live={trained ? shownLive : null}
            picture={picture}
            uploadLabel={t(`training.${texts}.testUpload`)}
            onPicture={(file) => void testPicture(file)}
          />
          {kind === 'pose' && trained && (
            <Suspense fallback={null}>
              <RepCounterPanel
                labels={labels}
                probabilities={shownLive?.probabilities.length ? shownLive.probabilities : null}
              />
            </Suspense>
          )}
        </StepCard>
      </div>
    </div>
  );
}
