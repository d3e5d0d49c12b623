import type { TWorksDetail } from '@haoduo/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { editBook } from '../api/save-book';
import { draftOf, fieldsOf, type TBookDraft } from '../model/book-draft';
import { editorReducer, initialEditorState } from '../model/editor-state';
import { useAutosave } from './use-autosave';

const EMPTY: TBookDraft = {
  worksName: '',
  worksAuthor: '',
  worksIntro: '',
  worksCoverPic: null,
  worksBackCoverPic: null,
  backgroundColor: null,
  coverCenter: true,
  pages: [],
};

/** The editor's state of one work: its draft, undo, and autosave to the server. */
export function useBookEditor(id: number, work: TWorksDetail | undefined) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(editorReducer, EMPTY, initialEditorState);
  const untitled = t('works.my.untitled');
  const loaded = Boolean(work);

  const save = useCallback(
    async (draft: TBookDraft) => {
      await editBook(id, fieldsOf(draft, untitled));
    },
    [id, untitled],
  );
  const autosave = useAutosave(state.draft, state.revision, save, loaded);
  const { reset } = autosave;

  // Loaded once: later refetches of the work must not overwrite what is being edited.
  const loadedId = useRef(0);
  useEffect(() => {
    if (!work || loadedId.current === work.id) return;
    loadedId.current = work.id;
    dispatch({ type: 'load', draft: draftOf(work) });
    reset(0);
  }, [work, reset]);

  return { state, dispatch, autosave };
}
