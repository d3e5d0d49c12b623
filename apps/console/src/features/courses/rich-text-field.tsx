import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { TRichTextEditorProps } from './rich-text-editor';

// The editor (Tiptap and ProseMirror) loads with the first form that shows it, not with every
// page that imports this feature (the class form's course picker, the week schedules).
const Editor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

/** The rich text editor, loaded on first use; an antd form field like the editor itself. */
export function RichTextEditor(props: TRichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: props.minHeight ?? 140 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}
