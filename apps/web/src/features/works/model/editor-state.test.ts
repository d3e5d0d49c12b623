import { describe, expect, it } from 'vitest';
import type { TBookDraft } from './book-draft';
import { editorReducer, initialEditorState, UNDO_DEPTH } from './editor-state';

const draft = (texts: string[]): TBookDraft => ({
  worksName: '小猫',
  worksAuthor: '',
  worksIntro: '',
  worksCoverPic: null,
  worksBackCoverPic: null,
  backgroundColor: null,
  coverCenter: true,
  pages: texts.map((text, i) => ({ key: `k${i}`, picUrl: null, text })),
});

const texts = (state: ReturnType<typeof initialEditorState>) =>
  state.draft.pages.map((p) => p.text);

describe('picture-book editor state', () => {
  it('adds pages at the end or after a page', () => {
    let state = initialEditorState(draft(['a', 'b']));
    state = editorReducer(state, { type: 'add-page' });
    expect(texts(state)).toEqual(['a', 'b', '']);
    state = editorReducer(state, { type: 'add-page', after: 'k0' });
    expect(texts(state)).toEqual(['a', '', 'b', '']);
    expect(state.revision).toBe(2);
  });

  it('deletes and reorders pages', () => {
    let state = initialEditorState(draft(['a', 'b', 'c']));
    state = editorReducer(state, { type: 'move-page', from: 2, to: 0 });
    expect(texts(state)).toEqual(['c', 'a', 'b']);
    state = editorReducer(state, { type: 'delete-page', key: 'k0' });
    expect(texts(state)).toEqual(['c', 'b']);
    // Out of range: nothing changes.
    expect(editorReducer(state, { type: 'move-page', from: 0, to: 5 })).toBe(state);
  });

  it('undoes the last change, one at a time', () => {
    let state = initialEditorState(draft(['a', 'b']));
    state = editorReducer(state, { type: 'move-page', from: 1, to: 0 });
    state = editorReducer(state, { type: 'delete-page', key: 'k0' });
    expect(texts(state)).toEqual(['b']);
    state = editorReducer(state, { type: 'undo' });
    expect(texts(state)).toEqual(['b', 'a']);
    state = editorReducer(state, { type: 'undo' });
    expect(texts(state)).toEqual(['a', 'b']);
    expect(editorReducer(state, { type: 'undo' }).draft).toBe(state.draft);
  });

  it('counts typing in one field as one change', () => {
    let state = initialEditorState(draft(['']));
    for (const text of ['小', '小猫', '小猫钓鱼']) {
      state = editorReducer(state, { type: 'page', key: 'k0', patch: { text }, group: 'text:k0' });
    }
    state = editorReducer(state, { type: 'set', patch: { worksName: '新' }, group: 'name' });
    expect(state.past).toHaveLength(2);
    state = editorReducer(state, { type: 'undo' });
    expect(state.draft.worksName).toBe('小猫');
    expect(texts(state)).toEqual(['小猫钓鱼']);
    state = editorReducer(state, { type: 'undo' });
    expect(texts(state)).toEqual(['']);
  });

  it('keeps at most UNDO_DEPTH steps', () => {
    let state = initialEditorState(draft([]));
    for (let i = 0; i < UNDO_DEPTH + 5; i += 1) {
      state = editorReducer(state, { type: 'set', patch: { coverCenter: i % 2 === 0 } });
    }
    expect(state.past).toHaveLength(UNDO_DEPTH);
  });
});
