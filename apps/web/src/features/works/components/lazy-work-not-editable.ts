// The editor's can't-edit state as a lazily loaded module of its own (see book-editor-page.tsx).
export { WorkNotEditable as default } from './work-not-found';
