import { WorksStatus, type TWorksDetail } from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Paths } from '../../../shared/navigation/paths';
import { feedback } from '../../../shared/ui/feedback';
import { WORKS_KEY } from '../api/keys';
import { updateWorkStatus } from '../api/update-work-status';
import { readerPath } from '../model/work-links';
import styles from './book-editor.module.css';
import { EditorToolbar } from './editor-toolbar';
import { LeaveGuard } from './leave-guard';
import { PageCanvas } from './page-canvas';
import { PageStrip, type TSelection } from './page-strip';
import { useBookEditor } from './use-book-editor';

/** The picture-book editor of one work (v1: pages of a picture and text). */
export function BookEditor({ work }: { work: TWorksDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, dispatch, autosave } = useBookEditor(work.id, work);
  const [chosen, setSelected] = useState<TSelection>('cover');
  const [submitting, setSubmitting] = useState(false);
  const { draft } = state;
  // Undo or a reload may take away the chosen page: the cover is shown instead.
  const selected =
    chosen === 'cover' || chosen === 'back' || draft.pages.some((p) => p.key === chosen)
      ? chosen
      : 'cover';

  // Lists and details elsewhere show what was saved here once the editor closes.
  const client = useQueryClient();
  useEffect(() => () => void client.invalidateQueries({ queryKey: [WORKS_KEY] }), [client]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, [contenteditable="true"]');
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z' && !typing) {
        event.preventDefault();
        dispatch({ type: 'undo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);

  const saved = async () => {
    try {
      await autosave.saveNow();
      return true;
    } catch {
      return false;
    }
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      if (!(await saved())) return;
      await updateWorkStatus({ id: work.id, status: WorksStatus.SUBMITTED });
      void feedback().message.success(t('works.editor.submitted'));
      void navigate(Paths.CREATION_CENTER);
    } catch {
      // The API client has told the user why.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.editor}>
      <EditorToolbar
        name={draft.worksName}
        onName={(worksName) => dispatch({ type: 'set', patch: { worksName }, group: 'name' })}
        saveState={autosave.state}
        canUndo={state.past.length > 0}
        onUndo={() => dispatch({ type: 'undo' })}
        onBack={() => void saved().then(() => navigate(Paths.CREATION_CENTER))}
        onPreview={() =>
          void saved().then(() => window.open(readerPath(work.id), '_blank', 'noopener'))
        }
        onSubmit={() => void submit()}
        submitting={submitting}
      />
      <div className={styles.workspace}>
        <PageStrip draft={draft} selected={selected} onSelect={setSelected} dispatch={dispatch} />
        <PageCanvas draft={draft} selected={selected} dispatch={dispatch} />
      </div>
      <LeaveGuard when={autosave.dirty && !submitting} />
    </div>
  );
}
