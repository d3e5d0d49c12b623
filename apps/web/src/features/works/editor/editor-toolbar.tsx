import {
  ArrowLeftOutlined,
  CheckCircleFilled,
  EyeOutlined,
  LoadingOutlined,
  SendOutlined,
  UndoOutlined,
  WarningFilled,
} from '@ant-design/icons';
import { WorksLimit } from '@haoduo/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../shared/ui/text-input';
import styles from './book-editor.module.css';
import type { TSaveState } from './use-autosave';

interface TEditorToolbarProps {
  name: string;
  onName: (name: string) => void;
  saveState: TSaveState;
  canUndo: boolean;
  onUndo: () => void;
  onBack: () => void;
  onPreview: () => void;
  onSubmit: () => void;
  submitting: boolean;
}

const SAVE_ICONS: Record<TSaveState, React.ReactNode> = {
  saved: <CheckCircleFilled style={{ color: '#52c41a' }} />,
  dirty: <span className={styles.dot} />,
  saving: <LoadingOutlined />,
  error: <WarningFilled style={{ color: '#ff4d4f' }} />,
};

const SAVE_TEXT = {
  saved: 'works.editor.saved',
  dirty: 'works.editor.unsaved',
  saving: 'works.editor.saving',
  error: 'works.editor.saveFailed',
} as const;

/** The editor's top bar: back, the book's name, the saved state, undo, preview and submit. */
export function EditorToolbar(props: TEditorToolbarProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.toolbar}>
      <Button
        size="large"
        icon={<ArrowLeftOutlined />}
        onClick={props.onBack}
        aria-label={t('works.editor.back')}
      />
      <TextInput
        size="large"
        className={styles.name}
        aria-label={t('works.editor.titleLabel')}
        maxLength={WorksLimit.NAME_MAX}
        placeholder={t('works.editor.titlePlaceholder')}
        value={props.name}
        onChange={props.onName}
      />
      <span className={styles.saveState} role="status" data-state={props.saveState}>
        {SAVE_ICONS[props.saveState]} {t(SAVE_TEXT[props.saveState])}
      </span>
      <div className={styles.toolbarActions}>
        <Button
          size="large"
          icon={<UndoOutlined />}
          disabled={!props.canUndo}
          onClick={props.onUndo}
        >
          {t('works.editor.undo')}
        </Button>
        <Button size="large" icon={<EyeOutlined />} onClick={props.onPreview}>
          {t('works.editor.preview')}
        </Button>
        <Button
          size="large"
          type="primary"
          icon={<SendOutlined />}
          loading={props.submitting}
          onClick={props.onSubmit}
        >
          {t('works.editor.submit')}
        </Button>
      </div>
    </header>
  );
}
