import { arrayMove } from './array-move';
import { canAddPage, emptyPage, type TBookDraft, type TDraftPage } from './book-draft';

/** How many changes undo can take back, one at a time. */
export const UNDO_DEPTH = 50;

export interface TEditorState {
  draft: TBookDraft;
  /** Earlier drafts, newest last. */
  past: TBookDraft[];
  /** Bumped by every change; the autosave compares it with what it saved. */
  revision: number;
  /** Typing into one field is one change: further keystrokes there do not add undo steps. */
  lastGroup: string | null;
}

export type TEditorAction =
  | { type: 'load'; draft: TBookDraft }
  | { type: 'set'; patch: Partial<Omit<TBookDraft, 'pages'>>; group?: string }
  | { type: 'page'; key: string; patch: Partial<Omit<TDraftPage, 'key'>>; group?: string }
  | { type: 'add-page'; after?: string }
  | { type: 'delete-page'; key: string }
  | { type: 'move-page'; from: number; to: number }
  | { type: 'undo' };

export const initialEditorState = (draft: TBookDraft): TEditorState => ({
  draft,
  past: [],
  revision: 0,
  lastGroup: null,
});

function change(state: TEditorState, draft: TBookDraft, group: string | null = null): TEditorState {
  const sameGroup = group !== null && group === state.lastGroup;
  return {
    draft,
    past: sameGroup ? state.past : [...state.past, state.draft].slice(-UNDO_DEPTH),
    revision: state.revision + 1,
    lastGroup: group,
  };
}

export function editorReducer(state: TEditorState, action: TEditorAction): TEditorState {
  const { draft } = state;
  switch (action.type) {
    case 'load':
      return initialEditorState(action.draft);
    case 'set':
      return change(state, { ...draft, ...action.patch }, action.group ?? null);
    case 'page':
      return change(
        state,
        {
          ...draft,
          pages: draft.pages.map((page) =>
            page.key === action.key ? { ...page, ...action.patch } : page,
          ),
        },
        action.group ?? null,
      );
    case 'add-page': {
      if (!canAddPage(draft)) return state;
      const at = action.after ? draft.pages.findIndex((p) => p.key === action.after) + 1 : 0;
      const index = action.after && at > 0 ? at : draft.pages.length;
      const pages = [...draft.pages];
      pages.splice(index, 0, emptyPage());
      return change(state, { ...draft, pages });
    }
    case 'delete-page':
      return change(state, { ...draft, pages: draft.pages.filter((p) => p.key !== action.key) });
    case 'move-page': {
      const { from, to } = action;
      if (from === to || to < 0 || to >= draft.pages.length) return state;
      return change(state, { ...draft, pages: arrayMove(draft.pages, from, to) });
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        draft: previous,
        past: state.past.slice(0, -1),
        revision: state.revision + 1,
        lastGroup: null,
      };
    }
  }
}
