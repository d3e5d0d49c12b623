import { WorksLimit } from '@haoduo/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../../shared/ui/color-picker';
import { Switch } from '../../../shared/ui/switch';
import { TextArea } from '../../../shared/ui/text-area';
import { TextInput } from '../../../shared/ui/text-input';
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
  const authorId = useId();
  const introId = useId();
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
          <div className={styles.field}>
            <label htmlFor={authorId}>{t('works.editor.authorLabel')}</label>
            <TextInput
              id={authorId}
              size="large"
              maxLength={WorksLimit.AUTHOR_MAX}
              placeholder={t('works.editor.authorPlaceholder')}
              value={draft.worksAuthor}
              onChange={(worksAuthor) =>
                dispatch({ type: 'set', patch: { worksAuthor }, group: 'author' })
              }
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={introId}>{t('works.editor.introLabel')}</label>
            <TextArea
              id={introId}
              maxLength={WorksLimit.INTRO_MAX}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
              placeholder={t('works.editor.introPlaceholder')}
              value={draft.worksIntro}
              onChange={(worksIntro) =>
                dispatch({ type: 'set', patch: { worksIntro }, group: 'intro' })
              }
            />
          </div>
          <div className={styles.row}>
            <label className={styles.inline}>
              <span>{t('works.editor.background')}</span>
              <ColorPicker
                size="large"
                value={draft.backgroundColor ?? '#FFFAF0'}
                onClear={
                  draft.backgroundColor
                    ? () => dispatch({ type: 'set', patch: { backgroundColor: null } })
                    : undefined
                }
                onChange={(backgroundColor) =>
                  dispatch({ type: 'set', patch: { backgroundColor } })
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
        <TextArea
          className={styles.text}
          style={{ fontSize: 18, lineHeight: 1.6 }}
          aria-label={t('works.editor.textLabel', { n })}
          maxLength={WorksLimit.PAGE_TEXT_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder={t('works.editor.textPlaceholder')}
          value={page.text}
          onChange={(text) =>
            dispatch({ type: 'page', key: page.key, patch: { text }, group: `text:${page.key}` })
          }
        />
      </div>
    </div>
  );
}
