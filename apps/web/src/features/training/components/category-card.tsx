import { Button } from 'antd';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../shared/ui/text-input';
import { useHold } from '../hooks/use-hold';
import { TrainingLimits, type TCategory, type TVisionSample } from '../model/project';
import { CATEGORY_COLOURS } from './category-colours';
import styles from './lab.module.css';
import { CloseOutlined, UploadOutlined, VideoCameraAddOutlined } from './lab-icons';

// Deleting a category is offered from the third one on: its question loads then.
const RemoveCategoryButton = lazy(() =>
  import('./remove-category-button').then((module) => ({ default: module.RemoveCategoryButton })),
);

/**
 * One category of the lab: its name, its samples (click one to delete it), hold-to-record from
 * the camera and upload from files.
 */
export function CategoryCard({
  index,
  category,
  samples,
  canRemove,
  cameraOn,
  uploadLabel,
  onRename,
  onRemove,
  onRemoveSample,
  onRecordFrame,
  onFiles,
}: {
  index: number;
  category: TCategory;
  samples: TVisionSample[];
  canRemove: boolean;
  cameraOn: boolean;
  uploadLabel: string;
  onRename: (name: string) => void;
  onRemove: () => void;
  onRemoveSample: (sampleId: string) => void;
  onRecordFrame: () => Promise<unknown>;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const { holding, handlers } = useHold(onRecordFrame, 200);
  const full = samples.length >= TrainingLimits.MAX_SAMPLES_PER_CATEGORY;
  const name = category.name || t('training.category.defaultName', { n: index + 1 });
  return (
    <div
      className={styles.category}
      style={{ borderLeft: `4px solid ${CATEGORY_COLOURS[index % CATEGORY_COLOURS.length]}` }}
      data-testid={`training-category-${index}`}
    >
      <div className={styles.categoryHead}>
        <TextInput
          className={styles.categoryName}
          value={category.name}
          maxLength={TrainingLimits.NAME_MAX}
          placeholder={t('training.category.namePlaceholder')}
          aria-label={t('training.category.nameLabel', { n: index + 1 })}
          onChange={onRename}
          invalid={!category.name.trim()}
        />
        <span className={styles.count} data-testid="training-sample-count">
          {t('training.category.samples', { count: samples.length })}
        </span>
        {canRemove && (
          <Suspense fallback={<span className={styles.removeSlot} aria-hidden />}>
            <RemoveCategoryButton name={name} onRemove={onRemove} />
          </Suspense>
        )}
      </div>
      <div className={styles.actions}>
        <Button
          type={holding ? 'primary' : 'default'}
          danger={holding}
          size="large"
          className={styles.holdButton}
          icon={<VideoCameraAddOutlined aria-hidden />}
          disabled={!cameraOn || full}
          aria-pressed={holding}
          {...handlers}
        >
          {holding ? t('training.category.holding') : t('training.category.hold')}
        </Button>
        <Button
          size="large"
          icon={<UploadOutlined aria-hidden />}
          disabled={full}
          onClick={() => fileInput.current?.click()}
        >
          {uploadLabel}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          hidden
          data-testid={`training-upload-${index}`}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length) onFiles(files);
          }}
        />
      </div>
      <div className={styles.samples}>
        {samples.length === 0 && (
          <span className={styles.empty}>{t('training.category.empty')}</span>
        )}
        {samples.map((sample) => (
          <button
            key={sample.id}
            type="button"
            className={styles.sample}
            title={t('training.category.removeSample')}
            aria-label={t('training.category.removeSample')}
            onClick={() => onRemoveSample(sample.id)}
          >
            <img src={sample.thumb} alt="" />
            <CloseOutlined className={styles.sampleDelete} aria-hidden />
          </button>
        ))}
      </div>
    </div>
  );
}
