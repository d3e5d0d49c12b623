import type { TTrainingLabKind, TTrainingModel } from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTexts } from '../../../shared/i18n/i18n';
import { useAppStore } from '../../../shared/stores/app-store';
import { TRAINING_KEY } from '../api/keys';
import { saveMyProject } from '../api/save-my-project';
import { TrainingLimits } from '../model/project';
import type { TModelFile } from '../storage/model-file';
import styles from './lab.module.css';
import { feedback } from '../../../shared/ui/feedback';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';
import { MenuButton, type TMenuButtonItem } from '../../../shared/ui/menu-button';
import { TextInput } from '../../../shared/ui/text-input';
import {
  ApiOutlined,
  CloudDownloadOutlined,
  CloudUploadOutlined,
  DownOutlined,
  ExportOutlined,
  FileAddOutlined,
  FolderOpenOutlined,
  ImportOutlined,
  SaveOutlined,
  TeamOutlined,
  preloadLaterIcons,
} from './lab-icons';

// The dialogs load with their texts when first opened.
const withTexts = <T,>(dialog: Promise<T>) =>
  Promise.all([dialog, loadTexts('trainingDialogs')]).then(([module]) => module);
const ApiDialog = lazyDialog(() => withTexts(import('./api-dialog')).then((m) => m.ApiDialog));
const MyWorksDialog = lazyDialog(() =>
  withTexts(import('./my-works-dialog')).then((m) => m.MyWorksDialog),
);
const OpenProjectDialog = lazyDialog(() =>
  withTexts(import('./open-project-dialog')).then((m) => m.OpenProjectDialog),
);

export type TLabKind = 'image' | 'pose' | 'music';

// Files and the browser's storage are read and written when asked: their code loads then.
const modelFiles = () => import('../storage/model-file');
const projectStore = () => import('../storage/project-db');

/** The actions under 更多, with their icons (loaded as the pointer or focus comes to it). */
const MENU_ICONS = {
  'export-model': <ExportOutlined aria-hidden />,
  'export-project': <ExportOutlined aria-hidden />,
  import: <ImportOutlined aria-hidden />,
  merge: <TeamOutlined aria-hidden />,
  api: <ApiOutlined aria-hidden />,
};
type TMenuKey = keyof typeof MENU_ICONS;
const MENU_KEYS = Object.keys(MENU_ICONS) as TMenuKey[];

/** The lab as the server names it (its address: /ai/training/posture). */
export const SERVER_LAB_KIND: Record<TLabKind, TTrainingLabKind> = {
  image: 'image',
  pose: 'posture',
  music: 'music',
};

export interface TProjectActions {
  kind: TLabKind;
  id: string;
  name: string;
  onRename: (name: string) => void;
  /** The project as it is saved and exported (samples included). */
  snapshot: () => unknown;
  /** Takes a saved or imported project; false when it is not one of this lab. */
  restore: (project: unknown) => Promise<boolean>;
  /** Loads the model file code (storage/model-file.ts) when asked: exporting is rare. */
  modelFile: () => Promise<TModelFile | null>;
  /** Takes an imported model file; false when it is not one of this lab. */
  importModel: (file: TModelFile) => boolean;
  onNew: () => void;
  /** Samples in the project (melodies in the music lab), shown in the list of one's works. */
  sampleCount: number;
  /** The trained model as the server keeps it (smart apps load it), or null when untrained. */
  serverModel: () => TTrainingModel | null;
  /** Merges classmates' exported projects into this one; how many samples came in, or null if none was one. */
  merge?: (projects: unknown[]) => Promise<number | null>;
}

/**
 * The project's name and what can be done with it: save and open in this browser, save to and
 * open from one's works on the server (signed in), new, export, import.
 */
export function ProjectBar(props: TProjectActions) {
  const { t } = useTranslation();
  const { message } = feedback();
  const queryClient = useQueryClient();
  const signedIn = useAppStore((state) => Boolean(state.token));
  const fileInput = useRef<HTMLInputElement>(null);
  const mergeInput = useRef<HTMLInputElement>(null);
  const [openDialog, setOpenDialog] = useState(false);
  const [worksDialog, setWorksDialog] = useState(false);
  const [apiDialog, setApiDialog] = useState(false);
  const [uploading, setUploading] = useState(false);
  /** The lab project's id → its saved project on the server, so saving again replaces it. */
  const [serverIds, setServerIds] = useState<Record<string, number>>({});
  const serverId = serverIds[props.id];

  const saveToWorks = async () => {
    setUploading(true);
    try {
      const summary = await saveMyProject({
        ...(serverId ? { id: serverId } : {}),
        kind: SERVER_LAB_KIND[props.kind],
        name: props.name,
        project: props.snapshot() as Record<string, unknown>,
        sampleCount: props.sampleCount,
        model: props.serverModel(),
      });
      setServerIds((current) => ({ ...current, [props.id]: summary.id }));
      void message.success(t('training.server.saved'));
      await queryClient.invalidateQueries({ queryKey: [TRAINING_KEY, 'my-projects'] });
    } catch {
      // the API client has shown the server's message
    } finally {
      setUploading(false);
    }
  };

  const save = async () => {
    try {
      const { saveProject } = await projectStore();
      await saveProject({
        id: props.id,
        kind: props.kind,
        name: props.name,
        updatedAt: Date.now(),
        project: props.snapshot(),
      });
      void message.success(t('training.project.saved'));
    } catch {
      void message.error(t('training.project.saveFailed'));
    }
  };

  const exportModel = async () => {
    const [file, { downloadJson, fileNameOf }] = await Promise.all([
      props.modelFile(),
      modelFiles(),
    ]);
    if (!file) {
      void message.info(t('training.project.notTrained'));
      return;
    }
    downloadJson(fileNameOf(props.name, 'model'), file);
  };

  const exportProject = async () => {
    const { downloadJson, fileNameOf, projectFile } = await modelFiles();
    downloadJson(fileNameOf(props.name, 'project'), projectFile(props.kind, props.snapshot()));
  };

  const importFile = async (file: File) => {
    const [text, { parseModelFile, parseProjectFile }] = await Promise.all([
      file.text(),
      modelFiles(),
    ]);
    const project = parseProjectFile(text, props.kind);
    const model = project ? null : parseModelFile(text);
    const ok = project ? await props.restore(project) : model ? props.importModel(model) : false;
    if (ok) void message.success(t('training.project.imported'));
    else void message.error(t('training.project.badFile'));
  };

  const mergeFiles = async (files: File[]) => {
    if (!props.merge) return;
    const { parseProjectFile } = await modelFiles();
    const projects = (await Promise.all(files.map((file) => file.text())))
      .map((text) => parseProjectFile(text, props.kind))
      .filter((project) => project !== null);
    const added = projects.length ? await props.merge(projects) : null;
    if (added === null) void message.error(t('training.project.badFile'));
    else void message.success(t('training.project.merged', { count: added }));
  };

  const labels: Record<TMenuKey, string> = {
    'export-model': t('training.project.exportModel'),
    'export-project': t('training.project.exportProject'),
    import: t('training.project.import'),
    merge: t('training.project.merge'),
    api: t('training.project.useInApp'),
  };
  // Merging is for the labs that can merge; smart apps do not use music models.
  const menu: TMenuButtonItem<TMenuKey>[] = MENU_KEYS.filter(
    (key) => (key !== 'merge' || props.merge) && (key !== 'api' || props.kind !== 'music'),
  ).map((key) => ({
    key,
    label: labels[key],
    icon: MENU_ICONS[key],
  }));

  const onMenu = (key: TMenuKey) => {
    if (key === 'export-model') void exportModel();
    if (key === 'export-project') void exportProject();
    if (key === 'import') fileInput.current?.click();
    if (key === 'merge') mergeInput.current?.click();
    if (key === 'api') setApiDialog(true);
  };

  return (
    <div className={styles.projectBar}>
      <TextInput
        className={styles.projectName}
        value={props.name}
        maxLength={TrainingLimits.NAME_MAX}
        aria-label={t('training.project.name')}
        onChange={props.onRename}
      />
      <Button type="primary" icon={<SaveOutlined aria-hidden />} onClick={() => void save()}>
        {t('training.project.save')}
      </Button>
      <Button icon={<FolderOpenOutlined aria-hidden />} onClick={() => setOpenDialog(true)}>
        {t('training.project.open')}
      </Button>
      {signedIn && (
        <>
          <Button
            icon={<CloudUploadOutlined aria-hidden />}
            disabled={uploading}
            aria-busy={uploading || undefined}
            onClick={() => void saveToWorks()}
          >
            {t('training.server.save')}
          </Button>
          <Button icon={<CloudDownloadOutlined aria-hidden />} onClick={() => setWorksDialog(true)}>
            {t('training.server.open')}
          </Button>
        </>
      )}
      <Button
        icon={<FileAddOutlined aria-hidden />}
        onClick={() =>
          feedback().modal.confirm({ title: t('training.project.newConfirm'), onOk: props.onNew })
        }
      >
        {t('training.project.new')}
      </Button>
      <span className={styles.menu} onPointerEnter={preloadLaterIcons} onFocus={preloadLaterIcons}>
        <MenuButton items={menu} onSelect={onMenu} placement="bottomLeft" trigger={Button}>
          {t('training.project.more')} <DownOutlined aria-hidden />
        </MenuButton>
      </span>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid="training-import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
      <input
        ref={mergeInput}
        type="file"
        accept="application/json,.json"
        multiple
        hidden
        data-testid="training-merge-files"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) void mergeFiles(files);
        }}
      />
      <OpenProjectDialog
        kind={props.kind}
        open={openDialog}
        onClose={() => setOpenDialog(false)}
        onOpen={(project) => {
          setOpenDialog(false);
          void props.restore(project).then((ok) => {
            if (!ok) void message.error(t('training.project.badFile'));
          });
        }}
      />
      {signedIn && (
        <MyWorksDialog
          kind={SERVER_LAB_KIND[props.kind]}
          open={worksDialog}
          onClose={() => setWorksDialog(false)}
          onOpen={(detail) => {
            setWorksDialog(false);
            const id = detail.project.id;
            if (typeof id === 'string') {
              setServerIds((current) => ({ ...current, [id]: detail.summary.id }));
            }
            void props.restore(detail.project).then((ok) => {
              if (ok) {
                void message.success(t('training.server.opened', { name: detail.summary.name }));
              } else void message.error(t('training.project.badFile'));
            });
          }}
        />
      )}
      {props.kind !== 'music' && (
        <ApiDialog
          open={apiDialog}
          kind={props.kind}
          modelId={serverId ? `saved:${serverId}` : props.id}
          onClose={() => setApiDialog(false)}
        />
      )}
    </div>
  );
}
