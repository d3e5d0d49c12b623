import { Button } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTexts } from '../../../../shared/i18n/i18n';
import { EXAMPLE_MELODIES } from '../../music/examples';
import { audioAvailable, playMelody, playNote } from '../../music/synth';
import { useInClass } from '../class-project-gate';
import { ProjectBar } from '../project-bar';
import { StepCard } from '../step-card';
import labStyles from '../lab.module.css';
import { MelodyList } from './melody-list';
import { NoteChips } from './note-chips';
import { Piano } from './piano';
import { TransitionMatrix } from './transition-matrix';
import { newId } from '../../model/project';
import type { TLessonProject } from '../use-vision-project-actions';
import { useMusicProject } from './use-music-project';
import styles from './music.module.css';
import { Alert } from '../../../../shared/ui/alert';
import { feedback } from '../../../../shared/ui/feedback';
import { CloseOutlined, ThunderboltOutlined } from '../lab-icons';
import { AudioOutlined, CheckOutlined } from './music-icons';

// The class project loads for a class's members only.
const MusicClassProject = lazy(() =>
  Promise.all([import('./music-class-project'), loadTexts('trainingClass')]).then(([module]) => ({
    default: module.MusicClassProject,
  })),
);
// Composing comes after training: its sliders (antd's Slider) load with the first model.
const ComposerPanel = lazy(() =>
  import('./composer-panel').then((module) => ({ default: module.ComposerPanel })),
);

const MIN_NOTES = 3;

type TPlaying = { melody: number | 'composed'; note: number } | null;

export interface TMusicLabProps {
  title: string;
  /** Opened from a lesson: the project it prepared (its name) and its banner. */
  lesson?: TLessonProject;
  banner?: ReactNode;
}

/** The music lab: teach melodies on the piano, count the note steps, compose and listen. */
export function MusicLab({ title, lesson, banner }: TMusicLabProps) {
  const { t } = useTranslation();
  const { message } = feedback();
  const { project, setProject, setMelodies, train, barProps } = useMusicProject();
  const inClass = useInClass();
  const [recording, setRecording] = useState<number[] | null>(null);
  const [lit, setLit] = useState<number | null>(null);
  const [playing, setPlaying] = useState<TPlaying>(null);
  // The composition belongs to the project it was made from (a class's project replaces it).
  const [composition, setComposition] = useState<{ projectId: string; notes: number[] }>({
    projectId: '',
    notes: [],
  });
  const composed = composition.projectId === project.id ? composition.notes : [];
  const stopRef = useRef<() => void>(() => undefined);
  const litTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => stopRef.current(), []);

  // The lesson's project (a new one with its name) replaces the empty one once it has come.
  const openedLesson = useRef<number | null>(null);
  useEffect(() => {
    if (!lesson || openedLesson.current === lesson.lessonId) return;
    openedLesson.current = lesson.lessonId;
    const name = lesson.projectName;
    setProject(() => ({
      id: newId(),
      kind: 'music',
      name,
      melodies: [],
      model: null,
      stale: false,
      updatedAt: Date.now(),
    }));
  }, [lesson, setProject]);

  const onNote = useCallback((midi: number) => {
    playNote(midi);
    setLit(midi);
    clearTimeout(litTimer.current);
    litTimer.current = setTimeout(() => setLit(null), 250);
    setRecording((current) => (current ? [...current, midi] : current));
  }, []);

  const play = (melody: number[], which: number | 'composed') => {
    stopRef.current();
    if (!audioAvailable()) {
      void message.error(t('trainingMusic.audioFailed'));
      return;
    }
    stopRef.current = playMelody(melody, (note) => {
      setPlaying(note < 0 ? null : { melody: which, note });
      setLit(note < 0 ? null : melody[note]!);
    });
  };
  const stop = () => stopRef.current();

  const finishRecording = () => {
    if (!recording || recording.length < MIN_NOTES) {
      void message.warning(t('trainingMusic.tooShort'));
      return;
    }
    const melody = recording;
    setMelodies((melodies) => [...melodies, melody]);
    setRecording(null);
  };

  const melodyPlaying =
    playing && playing.melody !== 'composed'
      ? { melody: playing.melody, note: playing.note }
      : null;

  return (
    <div className={labStyles.lab} data-testid="training-lab-music">
      <div className={labStyles.head}>
        <div>
          <h1 className={labStyles.title}>{title}</h1>
          <p className={labStyles.intro}>{t('trainingMusic.intro')}</p>
        </div>
        <ProjectBar {...barProps} />
      </div>
      {banner}
      {inClass && (
        <Suspense fallback={null}>
          <MusicClassProject project={project} setProject={setProject} />
        </Suspense>
      )}
      <div className={labStyles.columns}>
        <StepCard
          step={1}
          title={t('training.steps.collectTitle')}
          help={t('trainingMusic.collectHelp')}
        >
          <Piano onNote={onNote} active={lit} />
          {recording ? (
            <div className={labStyles.bars}>
              <span className={styles.recording} role="status">
                {t('trainingMusic.recording', { count: recording.length })}
              </span>
              <NoteChips notes={recording} />
              <div className={labStyles.actions}>
                <Button
                  type="primary"
                  size="large"
                  icon={<CheckOutlined aria-hidden />}
                  onClick={finishRecording}
                >
                  {t('trainingMusic.finish')}
                </Button>
                <Button
                  size="large"
                  icon={<CloseOutlined aria-hidden />}
                  onClick={() => setRecording(null)}
                >
                  {t('trainingMusic.discard')}
                </Button>
              </div>
            </div>
          ) : (
            <Button
              size="large"
              icon={<AudioOutlined aria-hidden />}
              onClick={() => setRecording([])}
            >
              {t('trainingMusic.record')}
            </Button>
          )}
          <div className={labStyles.actions} style={{ alignItems: 'center' }}>
            <span className={labStyles.help}>{t('trainingMusic.examples')}</span>
            {EXAMPLE_MELODIES.map((example) => (
              <Button
                key={example.id}
                onClick={() => setMelodies((melodies) => [...melodies, [...example.notes]])}
              >
                {t(`trainingMusic.example.${example.nameKey}`)}
              </Button>
            ))}
          </div>
          <MelodyList
            melodies={project.melodies}
            playing={melodyPlaying}
            onPlay={(index) => play(project.melodies[index]!, index)}
            onDelete={(index) => setMelodies((melodies) => melodies.filter((_, i) => i !== index))}
          />
        </StepCard>
        <StepCard
          step={2}
          title={t('training.steps.trainTitle')}
          help={t('trainingMusic.trainHelp')}
        >
          <Button
            type="primary"
            size="large"
            className={labStyles.bigButton}
            icon={<ThunderboltOutlined aria-hidden />}
            disabled={project.melodies.length === 0}
            onClick={train}
            block
          >
            {project.model ? t('trainingMusic.retrain') : t('trainingMusic.train')}
          </Button>
          {project.melodies.length === 0 && (
            <span className={labStyles.help}>{t('trainingMusic.needMelody')}</span>
          )}
          {project.stale && <Alert type="info" showIcon message={t('trainingMusic.stale')} />}
          {project.model && (
            <>
              <Alert
                type="success"
                showIcon
                message={t('trainingMusic.trained', {
                  melodies: project.model.melodies,
                  steps: project.model.counts.flat().reduce((sum, count) => sum + count, 0),
                })}
              />
              <h3 className={labStyles.stepTitle} style={{ fontSize: 15 }}>
                {t('trainingMusic.matrixTitle')}
              </h3>
              <p className={labStyles.help}>{t('trainingMusic.matrixHelp')}</p>
              <TransitionMatrix model={project.model} path={composed} />
            </>
          )}
        </StepCard>
        <StepCard
          step={3}
          title={t('training.steps.testTitle')}
          help={t('trainingMusic.composeHelp')}
        >
          {project.model ? (
            <Suspense fallback={null}>
              <ComposerPanel
                model={project.model}
                composed={composed}
                playingNote={playing?.melody === 'composed' ? playing.note : -1}
                onComposed={(melody) => {
                  setComposition({ projectId: project.id, notes: melody });
                  play(melody, 'composed');
                }}
                onPlay={() => play(composed, 'composed')}
                onStop={stop}
              />
            </Suspense>
          ) : (
            <p className={labStyles.help}>{t('trainingMusic.needTraining')}</p>
          )}
        </StepCard>
      </div>
    </div>
  );
}
