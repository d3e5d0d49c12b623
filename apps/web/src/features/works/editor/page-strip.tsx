import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { WorksLimit } from '@haoduo/contract';
import { Button } from 'antd';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../shared/ui/tooltip';
import type { TBookDraft } from '../model/book-draft';
import type { TEditorAction } from '../model/editor-state';
import styles from './page-strip.module.css';

export type TSelection = 'cover' | 'back' | string;

interface TPageStripProps {
  draft: TBookDraft;
  selected: TSelection;
  onSelect: (selection: TSelection) => void;
  dispatch: (action: TEditorAction) => void;
}

/** The book's pages: cover, pages (drag, or the arrow buttons, to reorder), back cover. */
export function PageStrip({ draft, selected, onSelect, dispatch }: TPageStripProps) {
  const { t } = useTranslation();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const pages = draft.pages;
  const full = pages.length >= WorksLimit.PAGES_MAX;

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const from = dragFrom ?? Number(event.dataTransfer.getData('text/plain'));
    setDragFrom(null);
    setDropAt(null);
    if (Number.isInteger(from) && from !== to) dispatch({ type: 'move-page', from, to });
  };

  const thumb = (url: string | null, text: string) =>
    url ? (
      <img src={url} alt="" draggable={false} />
    ) : (
      <span className={styles.thumbText}>{text}</span>
    );

  return (
    <nav className={styles.strip} aria-label={t('works.editor.pageList')}>
      <button
        type="button"
        className={selected === 'cover' ? `${styles.item} ${styles.active}` : styles.item}
        aria-current={selected === 'cover' ? 'true' : undefined}
        onClick={() => onSelect('cover')}
      >
        <span className={styles.thumb}>{thumb(draft.worksCoverPic, draft.worksName)}</span>
        <span className={styles.label}>{t('works.editor.cover')}</span>
      </button>
      <ol className={styles.pages}>
        {pages.map((page, index) => (
          <li
            key={page.key}
            data-testid="editor-page"
            className={[
              styles.pageItem,
              selected === page.key ? styles.active : '',
              dropAt === index ? styles.dropTarget : '',
            ].join(' ')}
            draggable
            onDragStart={(event) => {
              setDragFrom(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(index));
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setDropAt(index);
            }}
            onDragLeave={() => setDropAt((at) => (at === index ? null : at))}
            onDragEnd={() => {
              setDragFrom(null);
              setDropAt(null);
            }}
            onDrop={(event) => onDrop(event, index)}
          >
            <button
              type="button"
              className={styles.select}
              aria-label={t('works.editor.page', { n: index + 1 })}
              aria-current={selected === page.key ? 'true' : undefined}
              onClick={() => onSelect(page.key)}
            >
              <span className={styles.thumb}>{thumb(page.picUrl, page.text)}</span>
              <span className={styles.label}>{t('works.editor.page', { n: index + 1 })}</span>
            </button>
            <span className={styles.tools}>
              <Tooltip title={t('works.editor.moveUp')}>
                <Button
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={`${t('works.editor.moveUp')} ${t('works.editor.page', { n: index + 1 })}`}
                  disabled={index === 0}
                  onClick={() => dispatch({ type: 'move-page', from: index, to: index - 1 })}
                />
              </Tooltip>
              <Tooltip title={t('works.editor.moveDown')}>
                <Button
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={`${t('works.editor.moveDown')} ${t('works.editor.page', { n: index + 1 })}`}
                  disabled={index === pages.length - 1}
                  onClick={() => dispatch({ type: 'move-page', from: index, to: index + 1 })}
                />
              </Tooltip>
              <Tooltip title={t('works.editor.deletePage')}>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t('works.editor.deletePage')} ${t('works.editor.page', { n: index + 1 })}`}
                  onClick={() => {
                    if (selected === page.key) {
                      const neighbour = pages[index + 1] ?? pages[index - 1];
                      onSelect(neighbour ? neighbour.key : 'cover');
                    }
                    dispatch({ type: 'delete-page', key: page.key });
                  }}
                />
              </Tooltip>
            </span>
          </li>
        ))}
      </ol>
      <Tooltip
        block
        className={styles.add}
        title={full ? t('works.editor.pagesFull', { max: WorksLimit.PAGES_MAX }) : ''}
      >
        <Button
          size="large"
          block
          icon={<PlusOutlined />}
          disabled={full}
          onClick={() => dispatch({ type: 'add-page' })}
        >
          {t('works.editor.addPage')}
        </Button>
      </Tooltip>
      <p className={styles.hint}>{t('works.editor.dragHint')}</p>
      <button
        type="button"
        className={selected === 'back' ? `${styles.item} ${styles.active}` : styles.item}
        aria-current={selected === 'back' ? 'true' : undefined}
        onClick={() => onSelect('back')}
      >
        <span className={styles.thumb}>{thumb(draft.worksBackCoverPic, '')}</span>
        <span className={styles.label}>{t('works.editor.backCover')}</span>
      </button>
    </nav>
  );
}
