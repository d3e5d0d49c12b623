import { LoadingOutlined } from '@ant-design/icons';
import {
  AccountType,
  TrainingClassLimit,
  type TTrainingClassProject,
  type TTrainingClassProjectDetail,
  type TTrainingLabKind,
  type TTrainingModel,
  type TTrainingModelAnswer,
  type TTrainingSampleInput,
} from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClassList } from '../../classes';
import { useAppStore } from '../../../shared/stores/app-store';
import { feedback } from '../../../shared/ui/feedback';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';
import { Progress } from '../../../shared/ui/progress';
import { Tag } from '../../../shared/ui/tag';
import { viewerKey } from '../../../shared/stores/session';
import { addClassSamples } from '../api/add-class-samples';
import { closeClassProject } from '../api/close-class-project';
import { createClassProject } from '../api/create-class-project';
import { deleteClassProject } from '../api/delete-class-project';
import { getClassProject } from '../api/get-class-project';
import { getModel } from '../api/get-model';
import { TRAINING_KEY } from '../api/keys';
import { useClassProjects } from '../api/list-class-projects';
import { saveClassModel } from '../api/save-class-model';
import type { TClassProjectValues } from './class-project-dialog';
import styles from './lab.module.css';
import { Select } from '../../../shared/ui/select';
import { TeamOutlined } from './lab-icons';

// Opening a class project is the teacher's, once a lesson: its form loads when first opened.
const ClassProjectDialog = lazyDialog(() =>
  import('./class-project-dialog').then((m) => m.ClassProjectDialog),
);

/** A lab's sample ready to share: its own id (to share it once) and what the server keeps. */
export interface TShareableSample {
  localId: string;
  /** The lab category it belongs to; null when the lab has none (music): the project's first. */
  categoryName: string | null;
  sample: Omit<TTrainingSampleInput, 'categoryId'>;
}

/** What a lab gives the class project panel. */
export interface TClassProjectAdapter {
  kind: TTrainingLabKind;
  /** The lab's category names now (a new class project starts with them). */
  categoryNames: string[];
  /** The lab's own samples that can be shared. */
  shareable: () => TShareableSample[];
  /**
   * Every class sample into the lab (a new working project); reports progress. Resolves to
   * the lab's ids of the loaded samples: they are the class's already, never given again.
   */
  loadAll: (
    detail: TTrainingClassProjectDetail,
    onProgress: (done: number, total: number) => void,
  ) => Promise<string[]>;
  /** The lab's trained model, when trained on exactly these categories. */
  model: (categoryNames: string[]) => TTrainingModel | null;
  accuracy: () => number | null;
  /** Use the class's saved model in the lab. */
  useModel: (answer: TTrainingModelAnswer) => void;
}

const chunks = <T,>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );

/**
 * 班级项目: the teacher opens a shared project for a class; every pupil adds samples to it, sees
 * everyone's counts, loads all of them to train together, and uses the model the teacher saved.
 */
export function ClassProjectPanel({ adapter }: { adapter: TClassProjectAdapter }) {
  const { t } = useTranslation();
  const { message } = feedback();
  const queryClient = useQueryClient();
  const viewer = useAppStore(viewerKey);
  const teacher = useAppStore((state) => state.accountType === AccountType.TEACHER);
  const currentClass = useAppStore((state) => state.currentCourseClass);
  const classes = useClassList(viewer, {}, teacher);
  const [chosenClass, setChosenClass] = useState<number | null>(null);
  const classId = teacher
    ? (chosenClass ?? classes.data?.[0]?.id ?? null)
    : currentClass
      ? Number(currentClass.id)
      : null;
  const projects = useClassProjects(viewer, classId);
  const ofLab = (projects.data ?? []).filter((project) => project.kind === adapter.kind);
  const [chosen, setChosen] = useState<number | null>(null);
  const project = ofLab.find((p) => p.id === chosen) ?? ofLab.find((p) => p.status === 'open');
  const [shared, setShared] = useState<Set<string>>(() => new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [creating, setCreating] = useState(false);

  if (classId === null) return null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: [TRAINING_KEY] });
  /**
   * A button of the panel while an action runs. Not antd's `loading`: its spinner carries the
   * English label "loading", which joins the button's accessible name (and, as the spinner
   * fades out, stays in it a while after). A hidden spinner and aria-busy say it instead.
   */
  const actionButton = (key: string) => ({
    icon: busy === key ? <LoadingOutlined aria-hidden /> : undefined,
    'aria-busy': busy === key || undefined,
    disabled: busy !== null,
  });
  const run = async (key: string, body: () => Promise<void>) => {
    setBusy(key);
    try {
      await body();
    } catch {
      // the API client has shown the server's message
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  const share = (target: TTrainingClassProject) =>
    run('share', async () => {
      const byName = new Map(target.categories.map((c) => [c.name.trim(), c.id]));
      const categoryOf = (s: TShareableSample) =>
        s.categoryName === null ? target.categories[0]?.id : byName.get(s.categoryName.trim());
      const ready = adapter
        .shareable()
        .filter((s) => !shared.has(s.localId) && categoryOf(s) !== undefined);
      if (ready.length === 0) {
        void message.info(
          t(
            adapter.kind === 'music'
              ? 'trainingClass.nothingToShareMusic'
              : 'trainingClass.nothingToShare',
          ),
        );
        return;
      }
      let added = 0;
      for (const batch of chunks(ready, TrainingClassLimit.SAMPLES_PER_CALL_MAX)) {
        await addClassSamples({
          projectId: target.id,
          samples: batch.map((s) => ({
            ...s.sample,
            categoryId: categoryOf(s)!,
          })),
        });
        added += batch.length;
        setShared((current) => new Set([...current, ...batch.map((s) => s.localId)]));
        setProgress({ done: added, total: ready.length });
      }
      void message.success(t('trainingClass.shared', { count: added }));
      await refresh();
    });

  const loadAll = (target: TTrainingClassProject) =>
    run('load', async () => {
      const detail = await getClassProject(target.id);
      const loaded = await adapter.loadAll(detail, (done, total) => setProgress({ done, total }));
      setShared(new Set(loaded));
      void message.success(t('trainingClass.loaded', { count: detail.samples.length }));
    });

  const saveModel = (target: TTrainingClassProject) =>
    run('model', async () => {
      const model = adapter.model(target.categories.map((c) => c.name));
      if (!model) {
        void message.info(t('trainingClass.trainFirst'));
        return;
      }
      await saveClassModel({ projectId: target.id, model, accuracy: adapter.accuracy() });
      void message.success(t('trainingClass.modelSaved'));
      await refresh();
    });

  const openModel = (target: TTrainingClassProject) =>
    run('use', async () => {
      adapter.useModel(await getModel(`class:${target.id}`));
      void message.success(t('trainingClass.modelOpened'));
    });

  const close = (target: TTrainingClassProject) =>
    feedback().modal.confirm({
      title: t('trainingClass.closeConfirm'),
      onOk: () =>
        run('close', async () => {
          await closeClassProject(target.id);
          await refresh();
        }),
    });

  const remove = (target: TTrainingClassProject) =>
    feedback().modal.confirm({
      title: t('trainingClass.deleteConfirm'),
      okButtonProps: { danger: true },
      onOk: () =>
        run('delete', async () => {
          await deleteClassProject(target.id);
          setChosen(null);
          void message.success(t('trainingClass.deleted'));
          await refresh();
        }),
    });

  const create = (values: TClassProjectValues) =>
    run('create', async () => {
      const created = await createClassProject({
        classId,
        kind: adapter.kind,
        name: values.name,
        categories: values.categories.map((name) => name.trim()).filter(Boolean),
      });
      setChosen(created.id);
      setCreating(false);
      void message.success(t('trainingClass.created'));
      await refresh();
    });

  return (
    <section className={styles.classProject} aria-label={t('trainingClass.title')}>
      <div className={styles.classProjectHead}>
        <h2 className={styles.classProjectTitle}>
          <TeamOutlined aria-hidden /> {t('trainingClass.title')}
        </h2>
        {teacher && (classes.data?.length ?? 0) > 0 && (
          <Select
            aria-label={t('trainingClass.class')}
            className={styles.classProjectSelect}
            value={classId}
            onChange={(value) => {
              setChosenClass(value);
              setChosen(null);
            }}
            options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.courseClassName }))}
          />
        )}
        {ofLab.length > 1 && (
          <Select
            aria-label={t('trainingClass.project')}
            className={styles.classProjectSelect}
            value={project?.id}
            onChange={setChosen}
            options={ofLab.map((p) => ({
              value: p.id,
              label: p.status === 'open' ? p.name : `${p.name}（${t('trainingClass.closed')}）`,
            }))}
          />
        )}
        {teacher && (
          <Button
            onClick={() => {
              setCreating(true);
            }}
          >
            {t('trainingClass.open')}
          </Button>
        )}
      </div>
      {!project ? (
        <p className={styles.classProjectNote}>
          {teacher ? t('trainingClass.noneTeacher') : t('trainingClass.none')}
        </p>
      ) : (
        <div data-testid="class-project" data-project-id={project.id}>
          <p className={styles.classProjectNote}>
            <strong>{project.name}</strong>{' '}
            {project.status === 'open' ? (
              <Tag color="green">{t('trainingClass.openTag')}</Tag>
            ) : (
              <Tag>{t('trainingClass.closed')}</Tag>
            )}
            {t('trainingClass.summary', {
              count: project.sampleCount,
              people: project.contributorCount,
              mine: project.mySampleCount,
            })}
          </p>
          <ul className={styles.classProjectCounts}>
            {project.categories.map((category) => (
              <li key={category.id}>
                {t('trainingClass.categoryCount', {
                  name: category.name,
                  count: category.sampleCount,
                  mine: category.mySampleCount,
                })}
              </li>
            ))}
          </ul>
          {progress && (
            <Progress
              percent={Math.round((progress.done / Math.max(1, progress.total)) * 100)}
              size="small"
              showInfo
            />
          )}
          <div className={styles.actions}>
            {project.status === 'open' && (
              <Button type="primary" {...actionButton('share')} onClick={() => void share(project)}>
                {t('trainingClass.share')}
              </Button>
            )}
            <Button
              {...actionButton('load')}
              disabled={busy !== null || project.sampleCount === 0}
              onClick={() => void loadAll(project)}
            >
              {t('trainingClass.loadAll')}
            </Button>
            {project.canManage && (
              <Button {...actionButton('model')} onClick={() => void saveModel(project)}>
                {t('trainingClass.saveModel')}
              </Button>
            )}
            {project.hasModel && (
              <Button {...actionButton('use')} onClick={() => void openModel(project)}>
                {t('trainingClass.useModel')}
              </Button>
            )}
            {project.canManage && project.status === 'open' && (
              <Button danger disabled={busy !== null} onClick={() => close(project)}>
                {t('trainingClass.close')}
              </Button>
            )}
            {project.canManage && (
              <Button danger {...actionButton('delete')} onClick={() => remove(project)}>
                {t('trainingClass.delete')}
              </Button>
            )}
          </div>
          <p className={styles.classProjectNote}>
            {t(adapter.kind === 'music' ? 'trainingClass.helpMusic' : 'trainingClass.help')}
          </p>
        </div>
      )}
      <ClassProjectDialog
        open={creating}
        kind={adapter.kind}
        categories={adapter.categoryNames}
        creating={busy === 'create'}
        onCancel={() => setCreating(false)}
        onCreate={(values) => void create(values)}
      />
    </section>
  );
}
