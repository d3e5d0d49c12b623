import { WorksLimit } from '@haoduo/contract';
import { ColorPicker, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TBookDraft } from '../model/book-draft';
import type { TEditorAction } from '../model/editor-state';
import styles from './book-editor.module.css';
import type { TSelection } from './page-strip';
import { PictureSlot } from './picture-slot';

interface TPageCanvasProps {
  draft: TBookDraft;
  selected: TSelection;
  dispatch: (action: TEditorAction) => void;
}

/** What is being edited: the cover (name, author, intro, colour, centring), a page, or the back cover. */
export function PageCanvas({ draft, selected, dispatch }: TPageCanvasProps) {
  const { t } = useTranslation();
  const background = draft.backgroundColor ? { background: draft.backgroundColor } : undefined;

  if (selected === 'cover') {
    return (
      <div className={styles.canvas}>
        <div className={styles.sheet} style={background}>
          <PictureSlot
            url={draft.worksCoverPic}
            label={t('works.editor.cover')}
            onChange={(url) => dispatch({ type: 'set', patch: { worksCoverPic: url } })}
          />
          <h2
            className={
              draft.coverCenter ? `${styles.coverTitle} ${styles.centered}` : styles.coverTitle
            }
          >
            {draft.worksName || t('works.my.untitled')}
          </h2>
        </div>
        <div className={styles.fields}>
          <label className={styles.field}>
            <span>{t('works.editor.authorLabel')}</span>
            <Input
              size="large"
              maxLength={WorksLimit.AUTHOR_MAX}
              placeholder={t('works.editor.authorPlaceholder')}
              value={draft.worksAuthor}
              onChange={(e) =>
                dispatch({ type: 'set', patch: { worksAuthor: e.target.value }, group: 'author' })
              }
            />
          </label>
          <label className={styles.field}>
            <span>{t('works.editor.introLabel')}</span>
            <Input.TextArea
              maxLength={WorksLimit.INTRO_MAX}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
              placeholder={t('works.editor.introPlaceholder')}
              value={draft.worksIntro}
              onChange={(e) =>
                dispatch({ type: 'set', patch: { worksIntro: e.target.value }, group: 'intro' })
              }
            />
          </label>
          <div className={styles.row}>
            <label className={styles.inline}>
              <span>{t('works.editor.background')}</span>
              <ColorPicker
                size="large"
                value={draft.backgroundColor ?? '#FFFAF0'}
                disabledAlpha
                allowClear
                onClear={() => dispatch({ type: 'set', patch: { backgroundColor: null } })}
                onChangeComplete={(color) =>
                  dispatch({
                    type: 'set',
                    patch: { backgroundColor: `#${color.toHex().slice(0, 6).toUpperCase()}` },
                  })
                }
              />
            </label>
            <label className={styles.inline}>
              <span>{t('works.editor.coverCenter')}</span>
              <Switch
                checked={draft.coverCenter}
                onChange={(coverCenter) => dispatch({ type: 'set', patch: { coverCenter } })}
              />
            </label>
          </div>
        </div>
      </div>
    );
  }

  if (selected === 'back') {
    return (
      <div className={styles.canvas}>
        <div className={styles.sheet} style={background}>
          <PictureSlot
            url={draft.worksBackCoverPic}
            label={t('works.editor.backCover')}
            onChange={(url) => dispatch({ type: 'set', patch: { worksBackCoverPic: url } })}
          />
        </div>
      </div>
    );
  }

  const index = draft.pages.findIndex((p) => p.key === selected);
  const page = draft.pages[index];
  if (!page) return <div className={styles.canvas}>{t('works.editor.noPages')}</div>;
  const n = index + 1;
  return (
    <div className={styles.canvas}>
      <div className={styles.sheet} style={background}>
        <PictureSlot
          url={page.picUrl}
          label={t('works.editor.page', { n })}
          onChange={(picUrl) => dispatch({ type: 'page', key: page.key, patch: { picUrl } })}
        />
        <Input.TextArea
          className={styles.text}
          style={{ fontSize: 18, lineHeight: 1.6 }}
          aria-label={t('works.editor.textLabel', { n })}
          maxLength={WorksLimit.PAGE_TEXT_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder={t('works.editor.textPlaceholder')}
          value={page.text}
          onChange={(e) =>
            dispatch({
              type: 'page',
              key: page.key,
              patch: { text: e.target.value },
              group: `text:${page.key}`,
            })
          }
        />
      </div>
    </div>
  );
}
