import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space, theme, Tooltip } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TRichTextEditorProps {
  /** HTML (the server sanitises what it stores). */
  value?: string;
  onChange?: (html: string) => void;
  /** The editable area's accessible name (the form item's label). */
  'aria-label'?: string;
  id?: string;
  minHeight?: number;
}

/** An empty document as the editor writes it: stored as ''. */
const EMPTY = '<p></p>';

/**
 * A small rich text editor (Tiptap): headings, bold, italic, underline, lists and links
 * (no pictures, no colours, no raw HTML). Works as a controlled antd form field.
 */
export function RichTextEditor({
  value,
  onChange,
  id,
  minHeight = 140,
  'aria-label': label,
}: TRichTextEditorProps) {
  const { token } = theme.useToken();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        ...(label ? { 'aria-label': label } : {}),
        ...(id ? { id } : {}),
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'haoduo-rich-text',
        style: `min-height:${minHeight}px;outline:none;padding:4px 11px;`,
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChange?.(html === EMPTY ? '' : html);
    },
  });

  // A new value from outside (the form reset, another row): show it without a loop.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    const next = value ?? '';
    if (next !== current && !(next === '' && current === EMPTY)) {
      editor.commands.setContent(next, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <div
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (key: string, label: string, icon: ReactNode, active: boolean, run: () => void) => (
    <Tooltip key={key} title={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={active}
        icon={icon}
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  return (
    <Space
      size={2}
      wrap
      style={{
        padding: '2px 4px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        width: '100%',
      }}
    >
      {tool('h2', t('courses.editor.h2'), <b>H2</b>, state.h2, () =>
        chain().toggleHeading({ level: 2 }).run(),
      )}
      {tool('h3', t('courses.editor.h3'), <b>H3</b>, state.h3, () =>
        chain().toggleHeading({ level: 3 }).run(),
      )}
      {tool('bold', t('courses.editor.bold'), <BoldOutlined />, state.bold, () =>
        chain().toggleBold().run(),
      )}
      {tool('italic', t('courses.editor.italic'), <ItalicOutlined />, state.italic, () =>
        chain().toggleItalic().run(),
      )}
      {tool(
        'underline',
        t('courses.editor.underline'),
        <UnderlineOutlined />,
        state.underline,
        () => chain().toggleUnderline().run(),
      )}
      {tool('bullet', t('courses.editor.bulletList'), <UnorderedListOutlined />, state.bullet, () =>
        chain().toggleBulletList().run(),
      )}
      {tool(
        'ordered',
        t('courses.editor.orderedList'),
        <OrderedListOutlined />,
        state.ordered,
        () => chain().toggleOrderedList().run(),
      )}
      <Button
        size="small"
        type="text"
        aria-label={t('courses.editor.undo')}
        icon={<UndoOutlined />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <Button
        size="small"
        type="text"
        aria-label={t('courses.editor.redo')}
        icon={<RedoOutlined />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </Space>
  );
}
